// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SmartChef} from "../../src/pools/SmartChef.sol";
import {SmartChefBase} from "../../src/pools/SmartChefBase.sol";
import {BEP20Token} from "../../src/tokens/BEP20Token.sol";
import {AmmFeeOnTransferToken} from "../amm/mocks/AmmFeeOnTransferToken.sol";
import {TestBase} from "../tokens/utils/TestBase.sol";

contract SmartChefTest is TestBase {
    address private constant ALICE = address(0xA11CE);
    address private constant BOB = address(0xB0B);
    address private constant STRANGER = address(0x5742);
    uint256 private constant START = 1000;
    uint256 private constant END = 2000;
    uint256 private constant REWARD_PER_BLOCK = 2 ether;

    BEP20Token private staked;
    BEP20Token private reward;
    SmartChef private pool;

    function setUp() public {
        vm.roll(START - 10);
        staked = new BEP20Token("Staked", "STK", 18, 1e30, address(this));
        reward = new BEP20Token("Reward", "RWD", 18, 1e30, address(this));
        pool = _newPool(staked, reward, 0);
        reward.transfer(address(pool), 10_000 ether);
    }

    function _newPool(IERC20 stakedToken, IERC20 rewardToken, uint256 limit) private returns (SmartChef created) {
        created = new SmartChef(stakedToken, rewardToken, REWARD_PER_BLOCK, START, END, limit, address(this));
        _fund(stakedToken, address(created), ALICE);
        _fund(stakedToken, address(created), BOB);
    }

    function _fund(IERC20 token, address spender, address user) private {
        if (token.balanceOf(user) == 0) token.transfer(user, 1e24);
        vm.prank(user);
        token.approve(spender, type(uint256).max);
    }

    function _stake(SmartChef target, address user, uint256 amount) private {
        vm.prank(user);
        target.deposit(amount);
    }

    function test_constructorSetsTheSchedule() public view {
        assertEq(address(pool.stakedToken()), address(staked), "stakedToken");
        assertEq(address(pool.rewardToken()), address(reward), "rewardToken");
        assertEq(pool.rewardPerBlock(), REWARD_PER_BLOCK, "rewardPerBlock");
        assertEq(pool.startBlock(), START, "startBlock");
        assertEq(pool.bonusEndBlock(), END, "bonusEndBlock");
        assertTrue(!pool.hasUserLimit(), "no limit");
        assertEq(pool.poolLimitPerUser(), 0, "poolLimitPerUser");
        assertEq(pool.PRECISION_FACTOR(), 1e30, "precision for 18 decimals");
    }

    function test_invalidBlockRangeReverts() public {
        vm.expectRevert(abi.encodeWithSelector(SmartChefBase.InvalidBlockRange.selector, END, START));
        new SmartChef(staked, reward, 1, END, START, 0, address(this));
    }

    function test_rewardsAccrueOnlyBetweenStartAndEnd() public {
        _stake(pool, ALICE, 10 ether);
        vm.roll(START);
        assertEq(pool.pendingReward(ALICE), 0, "nothing before start");
        vm.roll(START + 7);
        assertEq(pool.pendingReward(ALICE), 7 * REWARD_PER_BLOCK, "seven blocks");
        vm.roll(END + 50);
        assertEq(pool.pendingReward(ALICE), (END - START) * REWARD_PER_BLOCK, "capped at the end");
    }

    function test_depositOfZeroHarvests() public {
        _stake(pool, ALICE, 10 ether);
        vm.roll(START + 5);
        _stake(pool, ALICE, 0);
        assertEq(reward.balanceOf(ALICE), 5 * REWARD_PER_BLOCK, "harvested");
        (uint256 amount,) = pool.userInfo(ALICE);
        assertEq(amount, 10 ether, "stake kept");
    }

    function test_withdrawReturnsStakeAndHarvests() public {
        _stake(pool, ALICE, 10 ether);
        _stake(pool, BOB, 30 ether);
        vm.roll(START + 4);
        vm.prank(ALICE);
        pool.withdraw(10 ether);
        assertEq(staked.balanceOf(ALICE), 1e24, "stake back");
        assertEq(reward.balanceOf(ALICE), REWARD_PER_BLOCK, "a quarter of four blocks");
        assertEq(pool.totalStaked(), 30 ether, "totalStaked");
        assertEq(pool.pendingReward(BOB), 3 * REWARD_PER_BLOCK, "three quarters");
    }

    function test_withdrawMoreThanStakedReverts() public {
        _stake(pool, ALICE, 1 ether);
        vm.expectRevert(abi.encodeWithSelector(SmartChefBase.InsufficientStake.selector, 2 ether, 1 ether));
        vm.prank(ALICE);
        pool.withdraw(2 ether);
    }

    function test_emergencyWithdrawForfeitsRewards() public {
        _stake(pool, ALICE, 10 ether);
        vm.roll(START + 10);
        vm.prank(ALICE);
        pool.emergencyWithdraw();
        assertEq(staked.balanceOf(ALICE), 1e24, "stake back");
        assertEq(reward.balanceOf(ALICE), 0, "no rewards");
        assertEq(pool.pendingReward(ALICE), 0, "nothing pending");
        assertEq(pool.totalStaked(), 0, "totalStaked");
    }

    function test_perUserLimit() public {
        SmartChef limited = _newPool(staked, reward, 5 ether);
        assertTrue(limited.hasUserLimit(), "hasUserLimit");
        _stake(limited, ALICE, 4 ether);
        vm.expectRevert(abi.encodeWithSelector(SmartChefBase.StakeLimitExceeded.selector, 6 ether, 5 ether));
        _stake(limited, ALICE, 2 ether);
        _stake(limited, ALICE, 1 ether);

        vm.expectRevert(abi.encodeWithSelector(SmartChefBase.InvalidUserLimit.selector, 5 ether, 5 ether));
        limited.updatePoolLimitPerUser(true, 5 ether);
        limited.updatePoolLimitPerUser(true, 6 ether);
        _stake(limited, ALICE, 1 ether);
        limited.updatePoolLimitPerUser(false, 0);
        assertTrue(!limited.hasUserLimit(), "lifted");
        assertEq(limited.poolLimitPerUser(), 0, "no limit");
        _stake(limited, ALICE, 100 ether);
        vm.expectRevert(abi.encodeWithSelector(SmartChefBase.InvalidUserLimit.selector, 0, 1 ether));
        limited.updatePoolLimitPerUser(true, 1 ether);
    }

    function test_sameTokenRewardsNeverComeFromPrincipal() public {
        SmartChef cakePool = _newPool(staked, staked, 0);
        staked.transfer(address(cakePool), 5 ether); // two and a half blocks of rewards
        _stake(cakePool, ALICE, 100 ether);
        _stake(cakePool, BOB, 100 ether);
        vm.roll(START + 4);
        assertEq(cakePool.rewardBalance(), 5 ether, "reward balance excludes principal");
        vm.prank(ALICE);
        cakePool.withdraw(0);
        assertEq(staked.balanceOf(ALICE), 1e24 - 100 ether + 4 ether, "half of four blocks");

        vm.roll(START + 6);
        vm.expectRevert(abi.encodeWithSelector(SmartChefBase.RewardBalanceTooLow.selector, 6 ether, 1 ether));
        vm.prank(BOB);
        cakePool.withdraw(0);
        vm.expectRevert(abi.encodeWithSelector(SmartChefBase.RewardBalanceTooLow.selector, 2 ether, 1 ether));
        vm.prank(ALICE);
        cakePool.withdraw(100 ether);

        vm.prank(ALICE);
        cakePool.emergencyWithdraw();
        vm.prank(BOB);
        cakePool.emergencyWithdraw();
        assertEq(staked.balanceOf(ALICE), 1e24 + 4 ether, "Alice's principal intact");
        assertEq(staked.balanceOf(BOB), 1e24, "Bob's principal intact");
        assertEq(staked.balanceOf(address(cakePool)), 1 ether, "only the rewards remain");
    }

    function test_ownerCannotTakePrincipalAsRewards() public {
        SmartChef cakePool = _newPool(staked, staked, 0);
        staked.transfer(address(cakePool), 5 ether);
        _stake(cakePool, ALICE, 100 ether);
        cakePool.stopReward(); // before the start: nothing is scheduled any more
        vm.expectRevert(abi.encodeWithSelector(SmartChefBase.RewardBalanceTooLow.selector, 6 ether, 5 ether));
        cakePool.emergencyRewardWithdraw(6 ether);
        uint256 before = staked.balanceOf(address(this));
        cakePool.emergencyRewardWithdraw(5 ether);
        assertEq(staked.balanceOf(address(this)) - before, 5 ether, "unspent rewards back");
        vm.prank(ALICE);
        cakePool.withdraw(100 ether);
        assertEq(staked.balanceOf(ALICE), 1e24, "principal intact");
    }

    /// @dev The review's exploit: the owner took the whole reward balance, including the 20 tokens Alice
    /// had earned, and her withdrawal then reverted with `RewardBalanceTooLow`.
    function test_ownerCannotTakeRewardsStakersEarned() public {
        _stake(pool, ALICE, 10 ether);
        vm.roll(START + 10);
        pool.stopReward();
        uint256 earned = pool.pendingReward(ALICE);
        assertEq(earned, 10 * REWARD_PER_BLOCK, "earned");
        uint256 balance = pool.rewardBalance();
        vm.expectRevert(
            abi.encodeWithSelector(SmartChefBase.RewardBalanceTooLow.selector, balance, balance - earned)
        );
        pool.emergencyRewardWithdraw(balance);
        vm.expectRevert(
            abi.encodeWithSelector(SmartChefBase.RewardBalanceTooLow.selector, balance - earned + 1, balance - earned)
        );
        pool.emergencyRewardWithdraw(balance - earned + 1);
        pool.emergencyRewardWithdraw(balance - earned);
        vm.prank(ALICE);
        pool.withdraw(10 ether);
        assertEq(reward.balanceOf(ALICE), earned, "earned rewards paid");
        assertEq(staked.balanceOf(ALICE), 1e24, "principal back");
    }

    function test_ownerCannotTakeScheduledRewardsBeforeStoppingThem() public {
        reward.transfer(address(pool), 500 ether); // beyond the 2,000 the schedule pays
        _stake(pool, ALICE, 10 ether);
        vm.roll(START + 10);
        assertEq(pool.rewardsOwed(), 10 * REWARD_PER_BLOCK, "owed");
        assertEq(pool.unallocatedRewards(), 10_500 ether - (END - START) * REWARD_PER_BLOCK, "only the surplus");
        vm.expectRevert(
            abi.encodeWithSelector(SmartChefBase.RewardBalanceTooLow.selector, 8501 ether, 8500 ether)
        );
        pool.emergencyRewardWithdraw(8501 ether);
        pool.emergencyRewardWithdraw(8500 ether);
        pool.stopReward();
        assertEq(pool.unallocatedRewards(), (END - START - 10) * REWARD_PER_BLOCK, "the unpaid schedule once stopped");
        pool.emergencyRewardWithdraw((END - START - 10) * REWARD_PER_BLOCK);
        assertEq(pool.rewardBalance(), 10 * REWARD_PER_BLOCK, "what Alice earned stays");
        vm.prank(ALICE);
        pool.withdraw(10 ether);
        assertEq(reward.balanceOf(ALICE), 10 * REWARD_PER_BLOCK, "Alice paid in full");
        assertEq(pool.rewardsOwed(), 0, "nothing owed");
    }

    /// @dev Whatever the owner manages to take, and whether or not it stopped the rewards first, every
    /// staker can still withdraw with everything it had earned, and keeps earning the schedule after.
    function testFuzz_earnedRewardsStayClaimableAfterEmergencyRewardWithdraw(
        uint256 aliceAmount,
        uint256 bobAmount,
        uint256 blocks,
        uint256 take,
        bool stopFirst
    ) public {
        aliceAmount = bound(aliceAmount, 1, 1e24);
        bobAmount = bound(bobAmount, 1, 1e24);
        blocks = bound(blocks, 1, END - START + 100);
        _stake(pool, ALICE, aliceAmount);
        _stake(pool, BOB, bobAmount);
        vm.roll(START + blocks);
        if (stopFirst) pool.stopReward();
        uint256 aliceEarned = pool.pendingReward(ALICE);
        uint256 bobEarned = pool.pendingReward(BOB);
        take = bound(take, 0, pool.rewardBalance());
        try pool.emergencyRewardWithdraw(take) {} catch {}
        vm.roll(START + blocks + 50);
        uint256 aliceLater = pool.pendingReward(ALICE);
        uint256 bobLater = pool.pendingReward(BOB);
        assertTrue(aliceLater >= aliceEarned && bobLater >= bobEarned, "earned rewards never shrink");
        vm.prank(ALICE);
        pool.withdraw(aliceAmount);
        vm.prank(BOB);
        pool.withdraw(bobAmount);
        assertEq(reward.balanceOf(ALICE), aliceLater, "Alice paid what she earned");
        assertEq(reward.balanceOf(BOB), bobLater, "Bob paid what he earned");
    }

    function test_recoversStrayTokensButNeitherPoolToken() public {
        BEP20Token stray = new BEP20Token("Stray", "STR", 18, 5 ether, address(this));
        stray.transfer(address(pool), 5 ether);
        pool.recoverWrongTokens(address(stray), 5 ether);
        assertEq(stray.balanceOf(address(this)), 5 ether, "stray tokens back");
        vm.expectRevert(abi.encodeWithSelector(SmartChefBase.NotRecoverable.selector, address(staked)));
        pool.recoverWrongTokens(address(staked), 1);
        vm.expectRevert(abi.encodeWithSelector(SmartChefBase.NotRecoverable.selector, address(reward)));
        pool.recoverWrongTokens(address(reward), 1);
        vm.prank(STRANGER);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, STRANGER));
        pool.recoverWrongTokens(address(stray), 0);
    }

    function test_stopRewardNeverExtendsTheSchedule() public {
        vm.roll(END + 10);
        pool.stopReward();
        assertEq(pool.bonusEndBlock(), END, "an earlier end is kept");
    }

    function test_stopRewardEndsAccrualNow() public {
        _stake(pool, ALICE, 1 ether);
        vm.roll(START + 10);
        pool.stopReward();
        assertEq(pool.bonusEndBlock(), START + 10, "bonusEndBlock");
        vm.roll(START + 20);
        assertEq(pool.pendingReward(ALICE), 10 * REWARD_PER_BLOCK, "nothing after the stop");
    }

    function test_scheduleChangesOnlyBeforeStart() public {
        pool.updateRewardPerBlock(3 ether);
        assertEq(pool.rewardPerBlock(), 3 ether, "rewardPerBlock");
        vm.expectRevert(abi.encodeWithSelector(SmartChefBase.InvalidBlockRange.selector, START - 10, END));
        pool.updateStartAndEndBlocks(START - 10, END);
        pool.updateStartAndEndBlocks(START + 100, END + 100);
        assertEq(pool.startBlock(), START + 100, "startBlock");
        assertEq(pool.bonusEndBlock(), END + 100, "bonusEndBlock");
        assertEq(pool.lastRewardBlock(), START + 100, "lastRewardBlock");
        vm.roll(START + 100);
        vm.expectRevert(abi.encodeWithSelector(SmartChefBase.PoolAlreadyStarted.selector, START + 100));
        pool.updateRewardPerBlock(1);
        vm.expectRevert(abi.encodeWithSelector(SmartChefBase.PoolAlreadyStarted.selector, START + 100));
        pool.updateStartAndEndBlocks(START + 200, END + 200);
    }

    function test_adminFunctionsAreOwnerOnly() public {
        bytes memory unauthorized = abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, STRANGER);
        vm.startPrank(STRANGER);
        vm.expectRevert(unauthorized);
        pool.stopReward();
        vm.expectRevert(unauthorized);
        pool.updateRewardPerBlock(1);
        vm.expectRevert(unauthorized);
        pool.updateStartAndEndBlocks(START + 1, END);
        vm.expectRevert(unauthorized);
        pool.updatePoolLimitPerUser(false, 0);
        vm.expectRevert(unauthorized);
        pool.emergencyRewardWithdraw(1);
        vm.stopPrank();
    }

    function test_feeOnTransferStakeIsCreditedWithWhatArrived() public {
        AmmFeeOnTransferToken fot = new AmmFeeOnTransferToken();
        fot.mint(address(this), 3e24);
        SmartChef fotPool = _newPool(IERC20(address(fot)), reward, 0);
        _stake(fotPool, ALICE, 100 ether);
        (uint256 amount,) = fotPool.userInfo(ALICE);
        assertEq(amount, 99 ether, "credited after the 1% fee");
        vm.prank(ALICE);
        fotPool.withdraw(99 ether);
        assertEq(fotPool.totalStaked(), 0, "totalStaked");
    }

    function test_smallDecimalRewardsKeepPrecision() public {
        BEP20Token sixDecimals = new BEP20Token("Six", "SIX", 6, 1e30, address(this));
        SmartChef sixPool = new SmartChef(staked, sixDecimals, 1, START, END, 0, address(this));
        assertEq(sixPool.PRECISION_FACTOR(), 1e42, "precision for 6 decimals");
        sixDecimals.transfer(address(sixPool), 1e12);
        _fund(staked, address(sixPool), ALICE);
        _stake(sixPool, ALICE, 1e24);
        vm.roll(START + 3);
        assertEq(sixPool.pendingReward(ALICE), 3, "three micro-units despite a huge stake");
    }

    function testFuzz_depositAndWithdrawInOneBlockReturnsExactlyThePrincipal(uint256 amount, uint256 when) public {
        amount = bound(amount, 1, 1e24);
        vm.roll(bound(when, START - 5, END + 5));
        _stake(pool, ALICE, amount);
        vm.prank(ALICE);
        pool.withdraw(amount);
        assertEq(staked.balanceOf(ALICE), 1e24, "no gain, no loss");
        assertEq(reward.balanceOf(ALICE), 0, "no reward for no block");
    }

    function testFuzz_rewardsSplitByStakeRoundedDown(uint256 aliceAmount, uint256 bobAmount, uint256 blocks) public {
        aliceAmount = bound(aliceAmount, 1, 1e24);
        bobAmount = bound(bobAmount, 1, 1e24);
        blocks = bound(blocks, 1, END - START + 100);
        _stake(pool, ALICE, aliceAmount);
        _stake(pool, BOB, bobAmount);
        vm.roll(START + blocks);
        uint256 rewarded = blocks > END - START ? END - START : blocks;
        uint256 emitted = rewarded * REWARD_PER_BLOCK;
        vm.prank(ALICE);
        pool.withdraw(aliceAmount);
        vm.prank(BOB);
        pool.withdraw(bobAmount);
        uint256 alice = reward.balanceOf(ALICE);
        uint256 bob = reward.balanceOf(BOB);
        assertTrue(alice + bob <= emitted, "never more than emitted");
        uint256 total = aliceAmount + bobAmount;
        // Rounded down, and off the exact share by under 1 wei plus amount / PRECISION_FACTOR (< 1 here).
        assertTrue(alice <= emitted * aliceAmount / total, "Alice's share rounded down");
        assertTrue(bob <= emitted * bobAmount / total, "Bob's share rounded down");
        assertApproxEq(alice, emitted * aliceAmount / total, 1, "Alice's share");
        assertApproxEq(bob, emitted * bobAmount / total, 1, "Bob's share");
    }
}

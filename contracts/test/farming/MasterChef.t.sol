// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {MasterChef} from "../../src/farming/MasterChef.sol";
import {IMintableToken} from "../../src/interfaces/IMintableToken.sol";
import {BEP20Token} from "../../src/tokens/BEP20Token.sol";
import {CakeToken} from "../../src/tokens/CakeToken.sol";
import {TestBase} from "../tokens/utils/TestBase.sol";
import {AmmFeeOnTransferToken} from "../amm/mocks/AmmFeeOnTransferToken.sol";

contract MasterChefTest is TestBase {
    address private constant ALICE = address(0xA11CE);
    address private constant BOB = address(0xB0B);
    address private constant CAROL = address(0xCA201);
    address private constant STRANGER = address(0x5742);
    uint256 private constant CAKE_PER_BLOCK = 40 ether;
    uint256 private constant START = 100;

    CakeToken private cake;
    BEP20Token private lp;
    MasterChef private chef;

    function setUp() public {
        vm.roll(START);
        cake = new CakeToken(address(this));
        lp = new BEP20Token("LP", "LP", 18, 1e30, address(this));
        chef = new MasterChef(IMintableToken(address(cake)), CAKE_PER_BLOCK, START, 1000, address(this));
        _fund(ALICE);
        _fund(BOB);
        cake.transferOwnership(address(chef));
    }

    function _fund(address user) private {
        cake.mint(user, 1e24);
        lp.transfer(user, 1e24);
        vm.startPrank(user);
        cake.approve(address(chef), type(uint256).max);
        lp.approve(address(chef), type(uint256).max);
        vm.stopPrank();
    }

    function test_constructorOpensTheManualCakePool() public view {
        assertEq(chef.poolLength(), 1, "poolLength");
        (IERC20 lpToken, uint256 allocPoint, uint256 lastRewardBlock, uint256 acc) = chef.poolInfo(0);
        assertEq(address(lpToken), address(cake), "pool 0 stakes CAKE");
        assertEq(allocPoint, 1000, "allocPoint");
        assertEq(lastRewardBlock, START, "lastRewardBlock");
        assertEq(acc, 0, "accCakePerShare");
        assertEq(chef.totalAllocPoint(), 1000, "totalAllocPoint");
        assertEq(chef.cakePerBlock(), CAKE_PER_BLOCK, "cakePerBlock");
        assertEq(chef.syrup().owner(), address(chef), "SYRUP is owned by the chef");
    }

    function test_enterStakingMintsSyrupAndEarnsTheWholeEmission() public {
        vm.prank(ALICE);
        chef.enterStaking(100 ether);
        assertEq(chef.syrup().balanceOf(ALICE), 100 ether, "SYRUP minted 1:1");
        (uint256 amount, uint256 debt) = chef.userInfo(0, ALICE);
        assertEq(amount, 100 ether, "staked");
        assertEq(debt, 0, "rewardDebt");
        vm.roll(START + 5);
        assertEq(chef.pendingCake(0, ALICE), 5 * CAKE_PER_BLOCK, "five blocks of emission");
    }

    function test_leaveStakingZeroHarvests() public {
        vm.prank(ALICE);
        chef.enterStaking(100 ether);
        vm.roll(START + 3);
        uint256 before = cake.balanceOf(ALICE);
        vm.prank(ALICE);
        chef.leaveStaking(0);
        assertEq(cake.balanceOf(ALICE) - before, 3 * CAKE_PER_BLOCK, "harvested");
        assertEq(chef.pendingCake(0, ALICE), 0, "nothing pending");
        (uint256 amount,) = chef.userInfo(0, ALICE);
        assertEq(amount, 100 ether, "stake kept");
    }

    function test_enterStakingCompoundsPendingCakeTheWalletDoesNotHoldYet() public {
        vm.startPrank(ALICE);
        chef.enterStaking(cake.balanceOf(ALICE));
        vm.roll(START + 2);
        uint256 pending = chef.pendingCake(0, ALICE);
        assertEq(cake.balanceOf(ALICE), 0, "the wallet holds no CAKE");
        chef.enterStaking(pending);
        vm.stopPrank();
        (uint256 amount,) = chef.userInfo(0, ALICE);
        assertEq(amount, 1e24 + pending, "the pending reward is staked");
        assertEq(cake.balanceOf(ALICE), 0, "nothing left in the wallet");
        assertEq(chef.pendingCake(0, ALICE), 0, "nothing pending");
    }

    function test_leaveStakingReturnsCakeBurnsSyrupAndHarvests() public {
        vm.prank(ALICE);
        chef.enterStaking(100 ether);
        vm.roll(START + 2);
        uint256 before = cake.balanceOf(ALICE);
        vm.prank(ALICE);
        chef.leaveStaking(40 ether);
        assertEq(cake.balanceOf(ALICE) - before, 40 ether + 2 * CAKE_PER_BLOCK, "principal and rewards");
        assertEq(chef.syrup().balanceOf(ALICE), 60 ether, "SYRUP burnt");
        assertEq(chef.totalStaked(0), 60 ether, "pool total");
        assertEq(cake.balanceOf(address(chef)), 60 ether, "the chef holds exactly the principal");
    }

    function test_leaveStakingNeedsTheSyrup() public {
        vm.prank(ALICE);
        chef.enterStaking(100 ether);
        IERC20 syrup = chef.syrup();
        vm.prank(ALICE);
        syrup.transfer(BOB, 100 ether);
        vm.expectRevert(
            abi.encodeWithSelector(IERC20Errors.ERC20InsufficientBalance.selector, ALICE, 0, 100 ether)
        );
        vm.prank(ALICE);
        chef.leaveStaking(100 ether);
    }

    function test_leaveStakingMoreThanStakedReverts() public {
        vm.prank(ALICE);
        chef.enterStaking(10 ether);
        vm.prank(BOB);
        chef.enterStaking(10 ether);
        IERC20 syrup = chef.syrup();
        vm.prank(BOB);
        syrup.transfer(ALICE, 10 ether);
        vm.expectRevert(abi.encodeWithSelector(MasterChef.InsufficientStake.selector, 20 ether, 10 ether));
        vm.prank(ALICE);
        chef.leaveStaking(20 ether);
    }

    function test_farmsAreEnteredByPidAndShareTheEmissionByAllocPoints() public {
        chef.add(3000, lp, false);
        vm.roll(START + 10);
        vm.prank(ALICE);
        chef.deposit(1, 50 ether);
        vm.prank(BOB);
        chef.enterStaking(50 ether);
        vm.roll(START + 14);
        assertEq(chef.pendingCake(1, ALICE), 4 * CAKE_PER_BLOCK * 3 / 4, "farm gets 3/4");
        assertEq(chef.pendingCake(0, BOB), 4 * CAKE_PER_BLOCK / 4, "CAKE pool gets 1/4");

        uint256 before = cake.balanceOf(ALICE);
        vm.prank(ALICE);
        chef.deposit(1, 0);
        assertEq(cake.balanceOf(ALICE) - before, 120 ether, "deposit of 0 harvests");
        vm.prank(ALICE);
        chef.withdraw(1, 50 ether);
        assertEq(lp.balanceOf(ALICE), 1e24, "LP returned");
    }

    function test_stakersShareAPoolByStake() public {
        vm.prank(ALICE);
        chef.enterStaking(30 ether);
        vm.prank(BOB);
        chef.enterStaking(10 ether);
        vm.roll(START + 4);
        assertEq(chef.pendingCake(0, ALICE), 120 ether, "3/4 of four blocks");
        assertEq(chef.pendingCake(0, BOB), 40 ether, "1/4 of four blocks");
    }

    function test_pool0IsNotReachableByPid() public {
        vm.expectRevert(MasterChef.UseStakingForCakePool.selector);
        vm.prank(ALICE);
        chef.deposit(0, 1 ether);
        vm.expectRevert(MasterChef.UseStakingForCakePool.selector);
        vm.prank(ALICE);
        chef.withdraw(0, 0);
    }

    function test_unknownPidReverts() public {
        vm.expectRevert(abi.encodeWithSelector(MasterChef.UnknownPool.selector, 7));
        chef.pendingCake(7, ALICE);
        vm.expectRevert(abi.encodeWithSelector(MasterChef.UnknownPool.selector, 1));
        vm.prank(ALICE);
        chef.deposit(1, 1 ether);
    }

    function test_withdrawMoreThanStakedReverts() public {
        chef.add(1000, lp, false);
        vm.prank(ALICE);
        chef.deposit(1, 5 ether);
        vm.expectRevert(abi.encodeWithSelector(MasterChef.InsufficientStake.selector, 6 ether, 5 ether));
        vm.prank(ALICE);
        chef.withdraw(1, 6 ether);
    }

    function test_emergencyWithdrawReturnsPrincipalAndForfeitsRewards() public {
        chef.add(1000, lp, false);
        vm.prank(ALICE);
        chef.deposit(1, 5 ether);
        vm.prank(BOB);
        chef.enterStaking(7 ether);
        vm.roll(START + 9);
        uint256 cakeBefore = cake.balanceOf(BOB);
        vm.prank(ALICE);
        chef.emergencyWithdraw(1);
        vm.prank(BOB);
        chef.emergencyWithdraw(0);
        assertEq(lp.balanceOf(ALICE), 1e24, "all LP back");
        assertEq(cake.balanceOf(BOB) - cakeBefore, 7 ether, "principal only");
        assertEq(chef.syrup().balanceOf(BOB), 0, "SYRUP burnt");
        (uint256 amount, uint256 debt) = chef.userInfo(1, ALICE);
        assertEq(amount + debt, 0, "position cleared");
        assertEq(chef.pendingCake(1, ALICE), 0, "nothing pending");
    }

    function test_noRewardsBeforeStartBlock() public {
        MasterChef later = new MasterChef(IMintableToken(address(cake)), CAKE_PER_BLOCK, START + 50, 1, address(this));
        vm.startPrank(ALICE);
        cake.approve(address(later), type(uint256).max);
        later.enterStaking(1 ether);
        vm.stopPrank();
        vm.roll(START + 49);
        assertEq(later.pendingCake(0, ALICE), 0, "before start");
        vm.roll(START + 52);
        assertEq(later.pendingCake(0, ALICE), 2 * CAKE_PER_BLOCK, "two blocks after start");
    }

    function test_blocksWithoutStakersEmitNothing() public {
        vm.roll(START + 20);
        vm.prank(ALICE);
        chef.enterStaking(1 ether);
        vm.roll(START + 21);
        assertEq(chef.pendingCake(0, ALICE), CAKE_PER_BLOCK, "only the block staked");
    }

    function test_donationsDoNotChangeRewards() public {
        vm.prank(ALICE);
        chef.enterStaking(10 ether);
        vm.prank(BOB);
        cake.transfer(address(chef), 1000 ether);
        vm.roll(START + 2);
        assertEq(chef.pendingCake(0, ALICE), 2 * CAKE_PER_BLOCK, "donation ignored");
        assertEq(chef.totalStaked(0), 10 ether, "counted total");
    }

    function test_setSettlesPastBlocksAtTheOldWeights() public {
        chef.add(1000, lp, false);
        vm.prank(ALICE);
        chef.deposit(1, 1 ether);
        vm.prank(BOB);
        chef.enterStaking(1 ether);
        vm.roll(START + 10);
        chef.set(0, 0, false);
        vm.roll(START + 12);
        assertEq(chef.pendingCake(1, ALICE), 10 * CAKE_PER_BLOCK / 2 + 2 * CAKE_PER_BLOCK, "half, then all");
        assertEq(chef.pendingCake(0, BOB), 10 * CAKE_PER_BLOCK / 2, "half, then nothing");
        assertEq(chef.totalAllocPoint(), 1000, "totalAllocPoint");
    }

    function test_addAndSetAreOwnerOnly() public {
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, STRANGER));
        vm.prank(STRANGER);
        chef.add(1, lp, true);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, STRANGER));
        vm.prank(STRANGER);
        chef.set(0, 1, true);
    }

    function test_aTokenIsListedOnce() public {
        chef.add(1, lp, false);
        vm.expectRevert(abi.encodeWithSelector(MasterChef.TokenAlreadyListed.selector, address(lp)));
        chef.add(1, lp, false);
        vm.expectRevert(abi.encodeWithSelector(MasterChef.TokenAlreadyListed.selector, address(cake)));
        chef.add(1, cake, false);
        address syrup = address(chef.syrup());
        vm.expectRevert(abi.encodeWithSelector(MasterChef.TokenAlreadyListed.selector, syrup));
        chef.add(1, IERC20(syrup), false);
    }

    function test_rewardsNeedCakeOwnership() public {
        MasterChef orphan = new MasterChef(IMintableToken(address(cake)), CAKE_PER_BLOCK, START, 1, address(this));
        vm.startPrank(ALICE);
        cake.approve(address(orphan), type(uint256).max);
        orphan.enterStaking(1 ether);
        vm.roll(START + 1);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, address(orphan)));
        orphan.leaveStaking(0);
        orphan.emergencyWithdraw(0);
        vm.stopPrank();
        assertEq(cake.balanceOf(ALICE), 1e24, "principal still withdrawable");
    }

    function testFuzz_enterAndLeaveInOneBlockReturnsExactlyThePrincipal(uint256 amount) public {
        amount = bound(amount, 1, 1e24);
        vm.startPrank(ALICE);
        chef.enterStaking(amount);
        chef.leaveStaking(amount);
        vm.stopPrank();
        assertEq(cake.balanceOf(ALICE), 1e24, "no gain, no loss");
    }

    function testFuzz_rewardsSplitByStakeRoundedDown(uint256 aliceAmount, uint256 bobAmount, uint256 blocks) public {
        aliceAmount = bound(aliceAmount, 1, 1e24);
        bobAmount = bound(bobAmount, 1, 1e24);
        blocks = bound(blocks, 1, 1_000_000);
        vm.prank(ALICE);
        chef.enterStaking(aliceAmount);
        vm.prank(BOB);
        chef.enterStaking(bobAmount);
        vm.roll(START + blocks);
        uint256 emitted = blocks * CAKE_PER_BLOCK;
        uint256 alice = chef.pendingCake(0, ALICE);
        uint256 bob = chef.pendingCake(0, BOB);
        assertTrue(alice + bob <= emitted, "never more than emitted");
        uint256 total = aliceAmount + bobAmount;
        // accCakePerShare loses under one 1e12th of a CAKE-wei per share: at most amount / 1e12 + 1 each.
        assertApproxEq(alice, emitted * aliceAmount / total, aliceAmount / 1e12 + 2, "Alice's share");
        assertApproxEq(bob, emitted * bobAmount / total, bobAmount / 1e12 + 2, "Bob's share");
    }

    // Owner settings and their bounds (issue 18, weakness 2).

    function test_anAllocPointThatWouldOverflowCannotFreezePrincipal() public {
        chef.add(1000, lp, false);
        vm.prank(ALICE);
        chef.enterStaking(100 ether);
        vm.prank(BOB);
        chef.deposit(1, 5 ether);
        // An owner, or whoever holds its key, sets a weight whose reward product overflows in a block.
        try chef.set(1, type(uint256).max / CAKE_PER_BLOCK, false) {} catch {}
        vm.roll(START + 10);
        chef.pendingCake(0, ALICE);
        chef.pendingCake(1, BOB);
        chef.set(1, 1000, false);
        vm.prank(ALICE);
        chef.leaveStaking(100 ether);
        vm.prank(BOB);
        chef.withdraw(1, 5 ether);
        assertTrue(cake.balanceOf(ALICE) > 1e24, "Alice left with principal and rewards");
        assertEq(lp.balanceOf(BOB), 1e24, "Bob left with his LP");
    }

    function test_allocPointAndCakePerBlockAreBounded() public {
        uint256 maxAlloc = chef.MAX_ALLOC_POINT();
        uint256 maxRate = chef.MAX_CAKE_PER_BLOCK();
        vm.expectRevert(abi.encodeWithSelector(MasterChef.AllocPointTooHigh.selector, maxAlloc + 1, maxAlloc));
        chef.set(0, maxAlloc + 1, false);
        vm.expectRevert(abi.encodeWithSelector(MasterChef.AllocPointTooHigh.selector, maxAlloc + 1, maxAlloc));
        chef.add(maxAlloc + 1, lp, false);
        IMintableToken mintable = IMintableToken(address(cake));
        vm.expectRevert(abi.encodeWithSelector(MasterChef.AllocPointTooHigh.selector, maxAlloc + 1, maxAlloc));
        new MasterChef(mintable, CAKE_PER_BLOCK, START, maxAlloc + 1, address(this));
        vm.expectRevert(abi.encodeWithSelector(MasterChef.CakePerBlockTooHigh.selector, maxRate + 1, maxRate));
        new MasterChef(mintable, maxRate + 1, START, 1000, address(this));
        // The bounds admit the deployed settings: 40 CAKE a block, 30,000 points for pool 0.
        new MasterChef(mintable, maxRate, START, maxAlloc, address(this));
        chef.set(0, maxAlloc, false);
        chef.add(maxAlloc, lp, false);
        assertEq(chef.totalAllocPoint(), 2 * maxAlloc, "both pools at the bound");
    }

    function test_aPoolStakeIsBounded() public {
        chef.add(1000, lp, false);
        uint256 maxStake = chef.MAX_POOL_STAKE();
        BEP20Token huge = new BEP20Token("Huge", "HUGE", 18, type(uint256).max, address(this));
        chef.add(1000, huge, false);
        huge.approve(address(chef), type(uint256).max);
        chef.deposit(2, maxStake);
        vm.expectRevert(abi.encodeWithSelector(MasterChef.PoolStakeTooLarge.selector, maxStake + 1, maxStake));
        chef.deposit(2, 1);
        chef.withdraw(2, 1);
        chef.deposit(2, 1);
        assertEq(chef.totalStaked(2), maxStake, "filled to the bound");
    }

    /// @dev The worst the arithmetic can meet: the highest rate, two pools at the highest weight, 1 wei
    /// alone in each for the whole horizon (the largest `accCakePerShare`), then the largest stakes.
    function test_everyBoundAtOnceOverTheWholeHorizonOverflowsNothing() public {
        uint256 horizon = chef.BLOCK_HORIZON();
        (MasterChef extreme, CakeToken bigCake, BEP20Token bigLp) = _extremeChef(chef.MAX_CAKE_PER_BLOCK());
        uint256 maxAlloc = extreme.MAX_ALLOC_POINT();
        uint256 maxStake = extreme.MAX_POOL_STAKE();
        extreme.add(maxAlloc, bigLp, false);
        vm.startPrank(ALICE);
        extreme.enterStaking(1);
        extreme.deposit(1, 1);
        vm.stopPrank();
        vm.roll(START + horizon - 100);
        vm.startPrank(BOB);
        extreme.enterStaking(maxStake - 1);
        extreme.deposit(1, maxStake - 1);
        vm.stopPrank();
        vm.roll(START + horizon);

        uint256 rate = extreme.cakePerBlock();
        uint256 alicePending = extreme.pendingCake(0, ALICE);
        assertApproxEq(alicePending, (horizon - 100) * rate / 2, 1e12, "Alice earned half the emission");
        // Each pool update rounds `accCakePerShare` down, which loses less than `staked / 1e12` wei.
        uint256 bobPending = extreme.pendingCake(0, BOB);
        assertTrue(bobPending <= 100 * rate / 2 + 1, "Bob earned at most half of his blocks");
        assertTrue(bobPending + maxStake / 1e12 >= 100 * rate / 2, "and lost at most the rounding");
        extreme.set(0, 0, false);
        extreme.set(0, maxAlloc, false);
        vm.roll(START + horizon + 1);
        vm.startPrank(ALICE);
        extreme.leaveStaking(1);
        extreme.emergencyWithdraw(1);
        vm.stopPrank();
        vm.startPrank(BOB);
        extreme.leaveStaking(maxStake - 1);
        extreme.withdraw(1, maxStake - 1);
        vm.stopPrank();
        assertEq(bigLp.balanceOf(BOB), maxStake, "all of Bob's LP back");
        assertTrue(bigCake.balanceOf(ALICE) > alicePending, "Alice's CAKE rewards paid");
        assertEq(extreme.totalStaked(0) + extreme.totalStaked(1), 0, "every pool emptied");
    }

    /// @dev Any rate, weights and stakes within the bounds, over any number of blocks up to the horizon:
    /// rewards stay readable, and principal, rewards and corrective reweights keep working.
    function testFuzz_noOwnerSettingWithinBoundsFreezesPrincipal(
        uint256 rate,
        uint256 cakeAlloc,
        uint256 farmAlloc,
        uint256 smallStake,
        uint256 bigStake,
        uint256 blocks
    ) public {
        rate = bound(rate, 0, chef.MAX_CAKE_PER_BLOCK());
        (MasterChef extreme,, BEP20Token bigLp) = _extremeChef(rate);
        uint256 maxAlloc = extreme.MAX_ALLOC_POINT();
        extreme.set(0, bound(cakeAlloc, 0, maxAlloc), false);
        extreme.add(bound(farmAlloc, 0, maxAlloc), bigLp, false);
        smallStake = bound(smallStake, 1, 1e18);
        bigStake = bound(bigStake, 1, extreme.MAX_POOL_STAKE() - smallStake);
        blocks = bound(blocks, 1, extreme.BLOCK_HORIZON() - 2);
        vm.startPrank(ALICE);
        extreme.enterStaking(smallStake);
        extreme.deposit(1, smallStake);
        vm.stopPrank();
        vm.roll(START + blocks);
        vm.startPrank(BOB);
        extreme.enterStaking(bigStake);
        extreme.deposit(1, bigStake);
        vm.stopPrank();
        vm.roll(START + blocks + 1);
        assertTrue(extreme.pendingCake(0, ALICE) + extreme.pendingCake(1, ALICE) <= (blocks + 1) * rate + 2, "bounded");
        extreme.set(1, bound(farmAlloc, 0, maxAlloc) / 2, false);
        vm.roll(START + blocks + 2);
        vm.startPrank(ALICE);
        extreme.leaveStaking(smallStake);
        extreme.withdraw(1, smallStake);
        vm.stopPrank();
        vm.startPrank(BOB);
        extreme.leaveStaking(bigStake);
        extreme.withdraw(1, bigStake);
        vm.stopPrank();
        assertEq(bigLp.balanceOf(BOB), extreme.MAX_POOL_STAKE(), "Bob's LP back");
        assertEq(bigLp.balanceOf(ALICE), 1e18, "Alice's LP back");
    }

    /// @dev A chef emitting `rate` with pool 0 at the highest weight, its own CAKE and a farm token, Alice
    /// and Bob funded with the largest stakes the bounds allow.
    function _extremeChef(uint256 rate) private returns (MasterChef extreme, CakeToken bigCake, BEP20Token bigLp) {
        bigCake = new CakeToken(address(this));
        extreme = new MasterChef(IMintableToken(address(bigCake)), rate, START, chef.MAX_ALLOC_POINT(), address(this));
        uint256 maxStake = extreme.MAX_POOL_STAKE();
        bigLp = new BEP20Token("LP", "LP", 18, maxStake + 1e18, address(this));
        bigCake.mint(ALICE, 1e18);
        bigCake.mint(BOB, maxStake - 1);
        bigLp.transfer(ALICE, 1e18);
        bigLp.transfer(BOB, maxStake);
        bigCake.transferOwnership(address(extreme));
        address[2] memory stakers = [ALICE, BOB];
        for (uint256 i = 0; i < 2; ++i) {
            vm.startPrank(stakers[i]);
            bigCake.approve(address(extreme), type(uint256).max);
            bigLp.approve(address(extreme), type(uint256).max);
            vm.stopPrank();
        }
    }

    // Fee-on-transfer farms (issue 18, weakness 3).

    function test_aFeeOnTransferFarmCreditsWhatArrived() public {
        AmmFeeOnTransferToken fot = _feeOnTransferFarm();
        vm.prank(ALICE);
        chef.deposit(1, 100 ether);
        (uint256 amount,) = chef.userInfo(1, ALICE);
        assertEq(amount, 99 ether, "credited what arrived");
        assertEq(chef.totalStaked(1), 99 ether, "pool total");
        assertEq(fot.balanceOf(address(chef)), 99 ether, "held");
    }

    function test_theLastFeeOnTransferStakerCanWithdraw() public {
        AmmFeeOnTransferToken fot = _feeOnTransferFarm();
        vm.prank(ALICE);
        chef.deposit(1, 100 ether);
        vm.prank(BOB);
        chef.deposit(1, 50 ether);
        vm.roll(START + 5);
        vm.startPrank(ALICE);
        (uint256 aliceStake,) = chef.userInfo(1, ALICE);
        chef.withdraw(1, aliceStake);
        vm.stopPrank();
        vm.startPrank(BOB);
        (uint256 bobStake,) = chef.userInfo(1, BOB);
        chef.withdraw(1, bobStake);
        vm.stopPrank();
        assertEq(chef.totalStaked(1), 0, "pool emptied");
        assertEq(fot.balanceOf(address(chef)), 0, "nothing left behind");
        assertTrue(cake.balanceOf(BOB) > 1e24, "the last staker was paid rewards too");
    }

    function test_theLastFeeOnTransferStakerCanEmergencyWithdraw() public {
        AmmFeeOnTransferToken fot = _feeOnTransferFarm();
        vm.prank(ALICE);
        chef.deposit(1, 100 ether);
        vm.prank(BOB);
        chef.deposit(1, 50 ether);
        vm.prank(ALICE);
        chef.emergencyWithdraw(1);
        vm.prank(BOB);
        chef.emergencyWithdraw(1);
        assertEq(chef.totalStaked(1), 0, "pool emptied");
        assertEq(fot.balanceOf(address(chef)), 0, "nothing left behind");
        // Each paid the 1% fee twice: in and out.
        assertEq(fot.balanceOf(BOB), 1e24 - 50 ether + 50 ether * 99 / 100 * 99 / 100, "Bob's principal");
    }

    function _feeOnTransferFarm() private returns (AmmFeeOnTransferToken fot) {
        fot = new AmmFeeOnTransferToken();
        chef.add(1000, IERC20(address(fot)), false);
        address[2] memory stakers = [ALICE, BOB];
        for (uint256 i = 0; i < 2; ++i) {
            fot.mint(stakers[i], 1e24);
            vm.prank(stakers[i]);
            fot.approve(address(chef), type(uint256).max);
        }
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {SmartChef} from "../../src/pools/SmartChef.sol";
import {SmartChefBase} from "../../src/pools/SmartChefBase.sol";
import {BEP20Token} from "../../src/tokens/BEP20Token.sol";
import {TestBase} from "../tokens/utils/TestBase.sol";

/// @dev Rounding and overflow of SmartChef's reward accumulator, tried as an attacker would: a stranger
/// poking the pool every block to round each increment away, and the largest stakes and schedules the
/// types allow.
contract SmartChefPrecisionTest is TestBase {
    address private constant ALICE = address(0xA11CE);
    address private constant BOB = address(0xB0B);
    address private constant POKER = address(0x90CE);
    uint256 private constant START = 100;
    uint256 private constant DURATION = 1000;

    BEP20Token private staked;

    function setUp() public {
        vm.roll(START - 10);
        staked = new BEP20Token("Staked", "STK", 18, type(uint256).max, address(this));
    }

    function _rewardToken(uint8 decimals) private returns (BEP20Token) {
        return new BEP20Token("Reward", "RWD", decimals, type(uint256).max, address(this));
    }

    function _pool(BEP20Token reward, uint256 rewardPerBlock, uint256 funding) private returns (SmartChef pool) {
        pool = new SmartChef(staked, reward, rewardPerBlock, START, START + DURATION, 0, address(this));
        reward.transfer(address(pool), funding);
    }

    function _stake(SmartChef pool, address user, uint256 amount) private {
        staked.transfer(user, amount);
        vm.startPrank(user);
        staked.approve(address(pool), amount);
        pool.deposit(amount);
        vm.stopPrank();
    }

    /// @dev Withdraws `user`'s whole stake and returns the rewards it was paid.
    function _leave(SmartChef pool, BEP20Token reward, address user) private returns (uint256 paid) {
        (uint256 amount,) = pool.userInfo(user);
        uint256 before = reward.balanceOf(user);
        vm.prank(user);
        pool.withdraw(amount);
        return reward.balanceOf(user) - before;
    }

    function _harvest(SmartChef pool, BEP20Token reward, address user) private returns (uint256 paid) {
        uint256 before = reward.balanceOf(user);
        vm.prank(user);
        pool.deposit(0);
        return reward.balanceOf(user) - before;
    }

    /// @dev The review's exploit: with 1e12 tokens staked and half a token a block, each block's
    /// increment was below one unit of the accumulator, so a stranger depositing 0 every block made
    /// 100 blocks pay nothing instead of 50 tokens.
    function test_pokingEveryBlockCannotRoundRewardsAway() public {
        BEP20Token reward = _rewardToken(18);
        SmartChef poked = _pool(reward, 0.5 ether, 1000 ether);
        SmartChef quiet = _pool(reward, 0.5 ether, 1000 ether);
        _stake(poked, ALICE, 1e30);
        _stake(quiet, ALICE, 1e30);
        for (uint256 b = START + 1; b <= START + 100; ++b) {
            vm.roll(b);
            vm.prank(POKER);
            poked.deposit(0);
        }
        assertEq(_leave(poked, reward, ALICE), 50 ether, "poked every block");
        assertEq(_leave(quiet, reward, ALICE), 50 ether, "never poked");
    }

    /// @dev The same stakes in two pools, one updated every block by a stranger and harvested by Alice
    /// every few blocks, the other left alone: only Alice's own harvests may cost her, under 1 wei each;
    /// the stranger's updates cost nobody anything. Stakes reach the type's limit, reward decimals range
    /// over all the pool accepts, rewards up to the largest schedule allowed at the new precision.
    function testFuzz_rewardsDoNotDependOnHowOftenThePoolIsUpdated(
        uint256 aliceStake,
        uint256 bobStake,
        uint256 rewardPerBlock,
        uint256 decimals,
        uint256 blocks,
        uint256 harvestEvery
    ) public {
        decimals = bound(decimals, 0, 30);
        BEP20Token reward = _rewardToken(uint8(decimals));
        uint256 maxScheduled = type(uint256).max / 10 ** (48 - decimals);
        rewardPerBlock = bound(rewardPerBlock, 1, maxScheduled / DURATION);
        // Each stakes in both pools.
        aliceStake = bound(aliceStake, 1, type(uint256).max / 4);
        bobStake = bound(bobStake, 0, type(uint256).max / 4);
        blocks = bound(blocks, 1, 40);
        harvestEvery = bound(harvestEvery, 1, 7);

        SmartChef poked = _pool(reward, rewardPerBlock, rewardPerBlock * blocks);
        SmartChef quiet = _pool(reward, rewardPerBlock, rewardPerBlock * blocks);
        _stake(poked, ALICE, aliceStake);
        _stake(quiet, ALICE, aliceStake);
        if (bobStake > 0) {
            _stake(poked, BOB, bobStake);
            _stake(quiet, BOB, bobStake);
        }

        uint256 alicePoked;
        uint256 harvests;
        for (uint256 b = 1; b <= blocks; ++b) {
            vm.roll(START + b);
            vm.prank(POKER);
            poked.deposit(0);
            if (b % harvestEvery == 0) {
                alicePoked += _harvest(poked, reward, ALICE);
                ++harvests;
            }
        }
        alicePoked += _leave(poked, reward, ALICE);
        uint256 aliceQuiet = _leave(quiet, reward, ALICE);
        assertTrue(alicePoked <= aliceQuiet, "updates never pay more");
        assertApproxEq(alicePoked, aliceQuiet, harvests, "under 1 wei per harvest of her own");
        if (bobStake > 0) {
            assertEq(_leave(poked, reward, BOB), _leave(quiet, reward, BOB), "a stranger's updates cost Bob nothing");
        }
    }

    /// @dev Nothing is lost to rounding: what stakers were paid plus what is still owed is exactly what
    /// accrued, here with a dust stake inflating the accumulator before a stake of the type's limit, a
    /// schedule at `MAX_SCHEDULED_REWARD` and every reward decimal count; every exit still works.
    function testFuzz_theLargestStakesAndScheduleNeverOverflow(
        uint256 decimals,
        uint256 dust,
        uint256 whale,
        uint256 dustBlocks,
        bool whaleLeavesByEmergency
    ) public {
        decimals = bound(decimals, 0, 30);
        BEP20Token reward = _rewardToken(uint8(decimals));
        SmartChef probe = new SmartChef(staked, reward, 0, START, START + DURATION, 0, address(this));
        uint256 rewardPerBlock = probe.MAX_SCHEDULED_REWARD() / DURATION;
        SmartChef pool = _pool(reward, rewardPerBlock, rewardPerBlock * DURATION);
        dust = bound(dust, 1, 1000);
        whale = bound(whale, 1, type(uint256).max - dust);
        dustBlocks = bound(dustBlocks, 1, DURATION - 1);

        _stake(pool, ALICE, dust);
        vm.roll(START + dustBlocks);
        _stake(pool, BOB, whale);
        vm.roll(START + DURATION + 10);
        assertEq(pool.rewardsOwed(), rewardPerBlock * DURATION, "all of the schedule accrued");

        uint256 paid = _leave(pool, reward, ALICE);
        if (whaleLeavesByEmergency) {
            vm.prank(BOB);
            pool.emergencyWithdraw();
            assertEq(staked.balanceOf(BOB), whale, "whale's principal back");
        } else {
            paid += _leave(pool, reward, BOB);
        }
        assertTrue(paid <= rewardPerBlock * DURATION, "never more than scheduled");
        assertEq(pool.totalStaked(), 0, "everyone left");
        if (!whaleLeavesByEmergency) {
            assertEq(paid + pool.rewardsOwed(), rewardPerBlock * DURATION, "paid and owed make the schedule");
        }
        assertEq(reward.balanceOf(address(pool)), rewardPerBlock * DURATION - paid, "the rest stays");
    }

    function test_schedulesAboveTheBoundAreRefused() public {
        BEP20Token reward = _rewardToken(18);
        uint256 max = type(uint256).max / 1e30;
        uint256 perBlock = max / DURATION + 1;
        vm.expectRevert(abi.encodeWithSelector(SmartChefBase.RewardScheduleTooLarge.selector, perBlock, DURATION));
        new SmartChef(staked, reward, perBlock, START, START + DURATION, 0, address(this));

        SmartChef pool = new SmartChef(staked, reward, max / DURATION, START, START + DURATION, 0, address(this));
        assertEq(pool.MAX_SCHEDULED_REWARD(), max, "MAX_SCHEDULED_REWARD");
        vm.expectRevert(abi.encodeWithSelector(SmartChefBase.RewardScheduleTooLarge.selector, perBlock, DURATION));
        pool.updateRewardPerBlock(perBlock);
        vm.expectRevert(
            abi.encodeWithSelector(SmartChefBase.RewardScheduleTooLarge.selector, max / DURATION, DURATION + 1)
        );
        pool.updateStartAndEndBlocks(START, START + DURATION + 1);

        BEP20Token tooPrecise = _rewardToken(31);
        vm.expectRevert(abi.encodeWithSelector(SmartChefBase.UnsupportedDecimals.selector, 31));
        new SmartChef(staked, tooPrecise, 1, START, START + DURATION, 0, address(this));
    }

    /// @dev A staker leaving by `emergencyWithdraw` forfeits its share of the blocks it was staked for;
    /// that share is released, not handed to whoever stays (which would make Bob's rewards depend on
    /// whether someone updated the pool before Alice left).
    function test_emergencyWithdrawForfeitsOnlyItsOwnShare() public {
        BEP20Token reward = _rewardToken(18);
        SmartChef pool = _pool(reward, 1 ether, 1000 ether);
        _stake(pool, ALICE, 10 ether);
        _stake(pool, BOB, 10 ether);
        vm.roll(START + 10);
        vm.prank(ALICE);
        pool.emergencyWithdraw();
        vm.roll(START + 20);
        assertEq(_leave(pool, reward, BOB), 15 ether, "half of ten blocks, then all of ten");
        pool.stopReward();
        assertEq(pool.unallocatedRewards(), 985 ether, "Alice's forfeited 5 are the owner's again");
    }
}

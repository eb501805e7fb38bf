// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {Errors} from "@openzeppelin/contracts/utils/Errors.sol";
import {BnbStaking} from "../../src/pools/BnbStaking.sol";
import {SmartChefBase} from "../../src/pools/SmartChefBase.sol";
import {CakeToken} from "../../src/tokens/CakeToken.sol";
import {TestBase} from "../tokens/utils/TestBase.sol";

/// @dev Takes no native coin, to show a failed payout reverts rather than losing the stake.
contract NativeRejecter {
    function stake(BnbStaking pool) external payable {
        pool.deposit{value: msg.value}(msg.value);
    }

    function unstake(BnbStaking pool, uint256 amount) external {
        pool.withdraw(amount);
    }
}

contract BnbStakingTest is TestBase {
    address private constant ALICE = address(0xA11CE);
    address private constant BOB = address(0xB0B);
    uint256 private constant START = 100;
    uint256 private constant END = 200;

    CakeToken private cake;
    BnbStaking private pool;

    function setUp() public {
        vm.roll(START);
        cake = new CakeToken(address(this));
        pool = new BnbStaking(cake, 1 ether, START, END, 10 ether, address(this));
        cake.mint(address(pool), 1000 ether);
        vm.deal(ALICE, 100 ether);
        vm.deal(BOB, 100 ether);
    }

    function test_stakesBnbAndEarnsCake() public {
        vm.prank(ALICE);
        pool.deposit{value: 3 ether}(3 ether);
        vm.prank(BOB);
        pool.deposit{value: 1 ether}(1 ether);
        assertEq(address(pool).balance, 4 ether, "BNB held");
        assertEq(pool.totalStaked(), 4 ether, "totalStaked");
        vm.roll(START + 8);
        assertEq(pool.pendingReward(ALICE), 6 ether, "three quarters of eight blocks");

        vm.prank(ALICE);
        pool.deposit(0);
        assertEq(cake.balanceOf(ALICE), 6 ether, "deposit of 0 harvests");
        vm.prank(ALICE);
        pool.withdraw(3 ether);
        assertEq(ALICE.balance, 100 ether, "BNB back");
        assertEq(address(pool).balance, 1 ether, "Bob's BNB stays");
    }

    function test_valueMustMatchTheAmount() public {
        vm.expectRevert(abi.encodeWithSelector(BnbStaking.ValueMismatch.selector, 2 ether, 1 ether));
        vm.prank(ALICE);
        pool.deposit{value: 1 ether}(2 ether);
        vm.expectRevert(abi.encodeWithSelector(BnbStaking.ValueMismatch.selector, 0, 1 ether));
        vm.prank(ALICE);
        pool.deposit{value: 1 ether}(0);
    }

    function test_perUserLimitInWei() public {
        vm.prank(ALICE);
        pool.deposit{value: 10 ether}(10 ether);
        vm.expectRevert(abi.encodeWithSelector(SmartChefBase.StakeLimitExceeded.selector, 11 ether, 10 ether));
        vm.prank(ALICE);
        pool.deposit{value: 1 ether}(1 ether);
    }

    function test_emergencyWithdrawReturnsBnbWithoutRewards() public {
        vm.prank(ALICE);
        pool.deposit{value: 5 ether}(5 ether);
        vm.roll(START + 5);
        vm.prank(ALICE);
        pool.emergencyWithdraw();
        assertEq(ALICE.balance, 100 ether, "BNB back");
        assertEq(cake.balanceOf(ALICE), 0, "no CAKE");
    }

    function test_aRecipientThatRejectsBnbCannotLoseItsStake() public {
        NativeRejecter rejecter = new NativeRejecter();
        vm.deal(address(this), 1 ether);
        rejecter.stake{value: 1 ether}(pool);
        vm.expectRevert(abi.encodeWithSelector(Errors.FailedCall.selector));
        rejecter.unstake(pool, 1 ether);
        (uint256 amount,) = pool.userInfo(address(rejecter));
        assertEq(amount, 1 ether, "stake kept");
        assertEq(address(pool).balance, 1 ether, "BNB kept");
    }

    function test_ownerCannotTakeCakeStakersEarned() public {
        vm.prank(ALICE);
        pool.deposit{value: 4 ether}(4 ether);
        vm.roll(START + 30);
        pool.stopReward();
        uint256 balance = pool.rewardBalance();
        vm.expectRevert(abi.encodeWithSelector(SmartChefBase.RewardBalanceTooLow.selector, balance, balance - 30 ether));
        pool.emergencyRewardWithdraw(balance);
        pool.emergencyRewardWithdraw(balance - 30 ether);
        vm.prank(ALICE);
        pool.withdraw(4 ether);
        assertEq(cake.balanceOf(ALICE), 30 ether, "earned CAKE paid");
        assertEq(ALICE.balance, 100 ether, "BNB back");
    }

    function test_recoversStrayTokensButNeverCake() public {
        CakeToken stray = new CakeToken(address(this));
        stray.mint(address(pool), 5 ether);
        pool.recoverWrongTokens(address(stray), 5 ether);
        assertEq(stray.balanceOf(address(this)), 5 ether, "stray tokens back");
        vm.expectRevert(abi.encodeWithSelector(SmartChefBase.NotRecoverable.selector, address(cake)));
        pool.recoverWrongTokens(address(cake), 1);
    }

    function testFuzz_depositAndWithdrawReturnExactlyThePrincipal(uint256 amount, uint256 blocks) public {
        amount = bound(amount, 1, 10 ether);
        blocks = bound(blocks, 0, 500);
        vm.prank(ALICE);
        pool.deposit{value: amount}(amount);
        vm.roll(START + blocks);
        vm.prank(ALICE);
        pool.withdraw(amount);
        assertEq(ALICE.balance, 100 ether, "BNB back");
        uint256 rewarded = blocks > END - START ? END - START : blocks;
        assertTrue(cake.balanceOf(ALICE) <= rewarded * 1 ether, "never more than emitted");
        assertApproxEq(cake.balanceOf(ALICE), rewarded * 1 ether, 1, "all of it to the only staker");
    }
}

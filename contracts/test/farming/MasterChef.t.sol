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

contract MasterChefTest is TestBase {
    address private constant ALICE = address(0xA11CE);
    address private constant BOB = address(0xB0B);
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
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {MasterChef} from "../../src/farming/MasterChef.sol";
import {IMasterChef} from "../../src/interfaces/IMasterChef.sol";
import {IMintableToken} from "../../src/interfaces/IMintableToken.sol";
import {CakeToken} from "../../src/tokens/CakeToken.sol";
import {CakeVault} from "../../src/vault/CakeVault.sol";
import {TestBase} from "../tokens/utils/TestBase.sol";

contract CakeVaultTest is TestBase {
    address private constant ALICE = address(0xA11CE);
    address private constant BOB = address(0xB0B);
    address private constant KEEPER = address(0x4EE9);
    address private constant TREASURY = address(0x7EA5);
    address private constant STRANGER = address(0x5742);
    uint256 private constant START = 100;
    uint256 private constant T0 = 1_700_000_000;
    uint256 private constant CAKE_PER_BLOCK = 40 ether;
    uint256 private constant DEAD = 1e12;

    CakeToken private cake;
    MasterChef private chef;
    CakeVault private vault;

    function setUp() public {
        vm.roll(START);
        vm.warp(T0);
        cake = new CakeToken(address(this));
        chef = new MasterChef(IMintableToken(address(cake)), CAKE_PER_BLOCK, START, 1000, address(this));
        vault = new CakeVault(cake, chef.syrup(), IMasterChef(address(chef)), TREASURY, address(this));
        _fund(ALICE);
        _fund(BOB);
        cake.transferOwnership(address(chef));
    }

    function _fund(address user) private {
        cake.mint(user, 1e24);
        vm.prank(user);
        cake.approve(address(vault), type(uint256).max);
    }

    function _deposit(address user, uint256 amount) private {
        vm.prank(user);
        vault.deposit(amount);
    }

    function _shares(address user) private view returns (uint256 shares) {
        (shares,,,) = vault.userInfo(user);
    }

    function test_defaults() public view {
        assertEq(vault.performanceFee(), 200, "performanceFee");
        assertEq(vault.callFee(), 25, "callFee");
        assertEq(vault.withdrawFee(), 10, "withdrawFee");
        assertEq(vault.withdrawFeePeriod(), 259_200, "withdrawFeePeriod");
        assertEq(vault.getPricePerFullShare(), 1e18, "price before any deposit");
        assertEq(vault.treasury(), TREASURY, "treasury");
    }

    function test_firstDepositLocksDeadSharesAndStakesEverything() public {
        _deposit(ALICE, 100 ether);
        assertEq(_shares(ALICE), 100 ether - DEAD, "shares");
        assertEq(vault.totalShares(), 100 ether, "totalShares");
        assertEq(vault.getPricePerFullShare(), 1e18, "price");
        (uint256 staked,) = chef.userInfo(0, address(vault));
        assertEq(staked, 100 ether, "staked in pool 0");
        assertEq(vault.balanceOf(), 100 ether, "balanceOf");
        (, uint256 lastDeposited, uint256 cakeAtLast, uint256 lastAction) = vault.userInfo(ALICE);
        assertEq(lastDeposited, T0, "lastDepositedTime");
        assertEq(lastAction, T0, "lastUserActionTime");
        assertEq(cakeAtLast, 100 ether - DEAD, "cakeAtLastUserAction");
    }

    function test_firstDepositMustExceedTheDeadShares() public {
        vm.expectRevert(abi.encodeWithSelector(CakeVault.FirstDepositTooSmall.selector, DEAD, DEAD));
        _deposit(ALICE, DEAD);
        vm.expectRevert(CakeVault.ZeroAmount.selector);
        _deposit(ALICE, 0);
    }

    function test_firstDepositorInflationAttackFails() public {
        // The attacker takes the smallest first position, then donates to blow up the share price.
        _deposit(BOB, DEAD + 1);
        vm.prank(BOB);
        cake.transfer(address(vault), 10_000 ether);
        _deposit(ALICE, 1000 ether);
        assertTrue(_shares(ALICE) > 0, "the victim got shares");
        vm.warp(T0 + 4 days);
        vm.prank(ALICE);
        vault.withdrawAll();
        assertTrue(cake.balanceOf(ALICE) >= 1e24 - 1e10, "the victim loses at most dust");
        vm.prank(BOB);
        vault.withdrawAll();
        assertTrue(cake.balanceOf(BOB) < 1e24 - 9999 ether, "the attacker loses the donation");
    }

    function test_harvestPaysTheBountyAndPerformanceFeeAndCompounds() public {
        _deposit(ALICE, 100 ether);
        vm.roll(START + 10);
        uint256 rewards = 10 * CAKE_PER_BLOCK;
        assertEq(vault.calculateHarvestCakeRewards(), rewards * 25 / 10_000, "bounty preview");
        assertEq(vault.calculateTotalPendingCakeRewards(), rewards, "pending preview");
        uint256 priceBefore = vault.getPricePerFullShare();
        vm.warp(T0 + 60);
        vm.prank(KEEPER, KEEPER);
        vault.harvest();
        assertEq(cake.balanceOf(KEEPER), rewards * 25 / 10_000, "bounty");
        assertEq(cake.balanceOf(TREASURY), rewards * 200 / 10_000, "performance fee");
        assertEq(vault.balanceOf(), 100 ether + rewards - rewards * 225 / 10_000, "compounded");
        assertEq(vault.available(), 0, "all staked");
        assertEq(vault.lastHarvestedTime(), T0 + 60, "lastHarvestedTime");
        assertTrue(vault.getPricePerFullShare() > priceBefore, "price rose");
    }

    function test_harvestFromAContractReverts() public {
        _deposit(ALICE, 1 ether);
        vm.expectRevert(abi.encodeWithSelector(CakeVault.CallerNotEOA.selector, address(this)));
        vault.harvest();
    }

    function test_withdrawFeeWithinThePeriodAndItsResetOnDeposit() public {
        _deposit(ALICE, 100 ether);
        vm.warp(T0 + 259_199);
        uint256 shares = _shares(ALICE) / 2;
        uint256 value = shares * 100 ether / vault.totalShares();
        vm.prank(ALICE);
        vault.withdraw(shares);
        uint256 fee = (value * 10 + 9_999) / 10_000;
        assertEq(cake.balanceOf(TREASURY), fee, "withdraw fee to the treasury, rounded up");
        assertEq(cake.balanceOf(ALICE), 1e24 - 100 ether + value - fee, "paid the rest");

        vm.warp(T0 + 259_200);
        uint256 treasuryBefore = cake.balanceOf(TREASURY);
        vm.prank(ALICE);
        vault.withdraw(1 ether);
        assertEq(cake.balanceOf(TREASURY), treasuryBefore, "no fee after the period");

        _deposit(ALICE, 1 ether);
        (, uint256 lastDeposited,,) = vault.userInfo(ALICE);
        assertEq(lastDeposited, T0 + 259_200, "a new deposit restarts the period");
        vm.prank(ALICE);
        vault.withdraw(1 ether);
        assertTrue(cake.balanceOf(TREASURY) > treasuryBefore, "fee again");
    }

    function test_withdrawAllPaysThePendingRewardsShare() public {
        _deposit(ALICE, 100 ether);
        vm.roll(START + 5);
        vm.warp(T0 + 3 days);
        vm.prank(ALICE);
        vault.withdrawAll();
        uint256 rewards = 5 * CAKE_PER_BLOCK;
        uint256 kept = rewards - rewards * 225 / 10_000;
        uint256 expected = (100 ether + kept) * (100 ether - DEAD) / 100 ether;
        assertEq(cake.balanceOf(ALICE), 1e24 - 100 ether + expected, "principal and net rewards");
        assertEq(cake.balanceOf(TREASURY), rewards - kept, "both harvest fees on the claimed rewards");
        assertEq(_shares(ALICE), 0, "no shares left");
        assertEq(vault.totalShares(), DEAD, "only the dead shares remain");
    }

    function test_aLateDepositorDoesNotShareEarlierRewards() public {
        _deposit(ALICE, 100 ether);
        vm.roll(START + 50);
        _deposit(BOB, 100 ether);
        vm.warp(T0 + 3 days);
        vm.prank(BOB);
        vault.withdrawAll();
        assertTrue(cake.balanceOf(BOB) <= 1e24, "Bob gains nothing from blocks before him");
        assertApproxEq(cake.balanceOf(BOB), 1e24, 1e6, "and loses only rounding");
    }

    function test_withdrawValidation() public {
        _deposit(ALICE, 10 ether);
        vm.expectRevert(CakeVault.ZeroAmount.selector);
        vm.prank(ALICE);
        vault.withdraw(0);
        uint256 tooMany = _shares(ALICE) + 1;
        vm.expectRevert(abi.encodeWithSelector(CakeVault.InsufficientShares.selector, tooMany, tooMany - 1));
        vm.prank(ALICE);
        vault.withdraw(tooMany);
    }

    function test_feeSettersAreBoundedAndOwnerOnly() public {
        vm.expectRevert(abi.encodeWithSelector(CakeVault.FeeTooHigh.selector, 501, 500));
        vault.setPerformanceFee(501);
        vm.expectRevert(abi.encodeWithSelector(CakeVault.FeeTooHigh.selector, 101, 100));
        vault.setCallFee(101);
        vm.expectRevert(abi.encodeWithSelector(CakeVault.FeeTooHigh.selector, 101, 100));
        vault.setWithdrawFee(101);
        vm.expectRevert(abi.encodeWithSelector(CakeVault.FeeTooHigh.selector, 259_201, 259_200));
        vault.setWithdrawFeePeriod(259_201);
        vault.setPerformanceFee(500);
        vault.setCallFee(100);
        vault.setWithdrawFee(100);
        vault.setWithdrawFeePeriod(3600);
        assertEq(vault.performanceFee() + vault.callFee() + vault.withdrawFee(), 700, "maxima accepted");
        assertEq(vault.withdrawFeePeriod(), 3600, "period");

        bytes memory unauthorized = abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, STRANGER);
        vm.startPrank(STRANGER);
        vm.expectRevert(unauthorized);
        vault.setPerformanceFee(0);
        vm.expectRevert(unauthorized);
        vault.setCallFee(0);
        vm.expectRevert(unauthorized);
        vault.setWithdrawFee(0);
        vm.expectRevert(unauthorized);
        vault.setWithdrawFeePeriod(0);
        vm.expectRevert(unauthorized);
        vault.setTreasury(STRANGER);
        vm.expectRevert(unauthorized);
        vault.pause();
        vm.stopPrank();
    }

    function test_pauseStopsDepositsAndHarvestsButNotWithdrawals() public {
        _deposit(ALICE, 10 ether);
        vault.pause();
        vm.expectRevert(Pausable.EnforcedPause.selector);
        _deposit(ALICE, 1 ether);
        vm.expectRevert(Pausable.EnforcedPause.selector);
        vm.prank(KEEPER, KEEPER);
        vault.harvest();
        vm.warp(T0 + 3 days);
        vm.prank(ALICE);
        vault.withdrawAll();
        assertEq(cake.balanceOf(ALICE), 1e24 - DEAD, "withdrawn while paused");
        vault.unpause();
        _deposit(ALICE, 1 ether);
    }

    function testFuzz_depositThenWithdrawNeverGainsInOneBlock(uint256 first, uint256 amount) public {
        first = bound(first, DEAD + 1, 1e24);
        amount = bound(amount, 1, 1e24);
        _deposit(BOB, first);
        vm.roll(START + 3);
        uint256 before = cake.balanceOf(ALICE);
        _deposit(ALICE, amount);
        // Each of the two roundings costs at most the value of one share.
        uint256 oneShare = vault.getPricePerFullShare() / 1e18 + 1;
        vm.warp(T0 + 3 days);
        uint256 shares = _shares(ALICE);
        if (shares == 0) return;
        vm.prank(ALICE);
        vault.withdraw(shares);
        assertTrue(cake.balanceOf(ALICE) <= before, "rounding favoured the caller");
        assertApproxEq(cake.balanceOf(ALICE), before, 2 * oneShare, "and cost only rounding");
    }

    function testFuzz_sharePriceNeverFalls(uint256 amountA, uint256 amountB, uint256 blocks, uint256 part) public {
        amountA = bound(amountA, DEAD + 1, 1e24);
        amountB = bound(amountB, 1, 1e24);
        blocks = bound(blocks, 0, 10_000);
        _deposit(ALICE, amountA);
        uint256 price = vault.getPricePerFullShare();
        vm.roll(START + blocks);
        _deposit(BOB, amountB);
        assertTrue(vault.getPricePerFullShare() >= price, "deposit lowered the price");
        price = vault.getPricePerFullShare();
        vm.roll(START + 2 * blocks + 1);
        uint256 shares = bound(part, 1, _shares(ALICE));
        vm.prank(ALICE);
        vault.withdraw(shares);
        assertTrue(vault.getPricePerFullShare() >= price, "withdrawal lowered the price");
        price = vault.getPricePerFullShare();
        vm.roll(START + 3 * blocks + 2);
        vm.prank(KEEPER, KEEPER);
        vault.harvest();
        assertTrue(vault.getPricePerFullShare() >= price, "harvest lowered the price");
    }

    // The way out (issue 18, weakness 2).

    function test_anAllocPointThatWouldOverflowCannotFreezeVaultDeposits() public {
        _deposit(ALICE, 100 ether);
        _deposit(BOB, 50 ether);
        // An owner, or whoever holds its key, sets a weight whose reward product overflows in a block.
        try chef.set(0, type(uint256).max / CAKE_PER_BLOCK, false) {} catch {}
        vm.roll(START + 10);
        vm.warp(T0 + 3 days);
        vm.prank(ALICE);
        vault.withdrawAll();
        vault.calculateTotalPendingCakeRewards();
        uint256 bobShares = _shares(BOB);
        vm.prank(BOB);
        vault.withdraw(bobShares);
        assertTrue(cake.balanceOf(ALICE) > 1e24 - DEAD, "Alice's principal and rewards");
        assertTrue(cake.balanceOf(BOB) > 1e24, "Bob's principal and rewards");
    }

    function test_emergencyWithdrawReturnsPrincipalWhenRewardsCannotBePaid() public {
        // A MasterChef that cannot mint CAKE: every reward payment reverts, as an overflow would.
        MasterChef broken = new MasterChef(IMintableToken(address(cake)), CAKE_PER_BLOCK, START, 1000, address(this));
        CakeVault stuck = new CakeVault(cake, broken.syrup(), IMasterChef(address(broken)), TREASURY, address(this));
        address[2] memory users = [ALICE, BOB];
        for (uint256 i = 0; i < 2; ++i) {
            vm.startPrank(users[i]);
            cake.approve(address(stuck), type(uint256).max);
            stuck.deposit(100 ether);
            vm.stopPrank();
        }
        vm.roll(START + 10);
        vm.warp(T0 + 3 days);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, address(broken)));
        vm.prank(ALICE);
        stuck.withdrawAll();

        vm.expectEmit(false, false, false, true, address(stuck));
        emit CakeVault.EmergencyUnstake(200 ether);
        vm.prank(ALICE);
        stuck.emergencyWithdraw();
        assertEq(cake.balanceOf(ALICE), 1e24 - DEAD, "Alice's principal, less the dead shares she paid for");
        (uint256 staked,) = broken.userInfo(0, address(stuck));
        assertEq(staked, 0, "the vault left pool 0");
        assertEq(stuck.available(), 100 ether + DEAD, "and holds the rest");
        vm.prank(BOB);
        stuck.emergencyWithdraw();
        assertEq(cake.balanceOf(BOB), 1e24, "Bob's whole principal");
        assertEq(stuck.totalShares(), DEAD, "only the dead shares remain");
    }

    function test_emergencyWithdrawLeavesThePendingRewardsToTheOthers() public {
        _deposit(ALICE, 100 ether);
        _deposit(BOB, 100 ether);
        vm.roll(START + 10);
        vm.warp(T0 + 3 days);
        uint256 principal = vault.balanceOf() * _shares(ALICE) / vault.totalShares();
        uint256 pending = chef.pendingCake(0, address(vault));
        uint256 bobBefore = vault.balanceOf() * _shares(BOB) / vault.totalShares();

        vm.expectEmit(true, false, false, true, address(vault));
        emit CakeVault.EmergencyWithdraw(ALICE, principal, 100 ether - DEAD);
        vm.prank(ALICE);
        vault.emergencyWithdraw();
        assertEq(cake.balanceOf(ALICE), 1e24 - 100 ether + principal, "principal only");
        assertEq(chef.pendingCake(0, address(vault)), 0, "the rewards were claimed on the way out");
        assertEq(cake.balanceOf(TREASURY), pending * 225 / 10_000, "with both harvest fees");
        uint256 bobAfter = vault.balanceOf() * _shares(BOB) / vault.totalShares();
        // All but the dead shares' part (one 1e8th) of the rewards kept.
        uint256 kept = pending - pending * 225 / 10_000;
        assertApproxEq(bobAfter, bobBefore + kept, kept / 1e8 + 1, "Bob got the claimed rewards");
        (uint256 staked,) = chef.userInfo(0, address(vault));
        assertTrue(staked > 0, "the vault is still staked");
    }

    function test_emergencyWithdrawKeepsTheWithdrawFeeAndWorksWhilePaused() public {
        vm.expectRevert(CakeVault.ZeroAmount.selector);
        vm.prank(ALICE);
        vault.emergencyWithdraw();
        _deposit(ALICE, 100 ether);
        vault.pause();
        vm.prank(ALICE);
        vault.emergencyWithdraw();
        uint256 principal = 100 ether - DEAD;
        uint256 fee = (principal * 10 + 9_999) / 10_000;
        assertEq(cake.balanceOf(TREASURY), fee, "the withdraw fee within the period");
        assertEq(cake.balanceOf(ALICE), 1e24 - 100 ether + principal - fee, "the rest to Alice");
        assertEq(_shares(ALICE), 0, "no shares left");
    }

    /// @dev Any rate and pool 0 weight within MasterChef's bounds, over any number of blocks up to its
    /// horizon: the vault's reads, deposits, harvests and withdrawals keep working.
    function testFuzz_noOwnerSettingWithinBoundsFreezesTheVault(
        uint256 rate,
        uint256 cakeAlloc,
        uint256 amount,
        uint256 blocks
    ) public {
        rate = bound(rate, 0, chef.MAX_CAKE_PER_BLOCK());
        CakeToken bigCake = new CakeToken(address(this));
        MasterChef extreme = new MasterChef(IMintableToken(address(bigCake)), rate, START, 1, address(this));
        CakeVault bigVault = new CakeVault(bigCake, extreme.syrup(), IMasterChef(address(extreme)), TREASURY, address(this));
        extreme.set(0, bound(cakeAlloc, 1, extreme.MAX_ALLOC_POINT()), false);
        amount = bound(amount, DEAD + 1, 1e30);
        blocks = bound(blocks, 1, extreme.BLOCK_HORIZON() / 2 - 1);
        address[2] memory users = [ALICE, BOB];
        for (uint256 i = 0; i < 2; ++i) {
            bigCake.mint(users[i], 2 * amount);
            vm.startPrank(users[i]);
            bigCake.approve(address(bigVault), type(uint256).max);
            bigVault.deposit(amount);
            vm.stopPrank();
        }
        bigCake.transferOwnership(address(extreme));
        vm.roll(START + blocks);
        vm.warp(T0 + 3 days);
        bigVault.calculateHarvestCakeRewards();
        bigVault.calculateTotalPendingCakeRewards();
        bigVault.getPricePerFullShare();
        vm.prank(ALICE);
        bigVault.deposit(amount);
        vm.roll(START + 2 * blocks);
        vm.prank(KEEPER, KEEPER);
        bigVault.harvest();
        vm.roll(START + 2 * blocks + 1);
        vm.warp(T0 + 6 days);
        vm.prank(ALICE);
        bigVault.withdrawAll();
        (uint256 bobShares,,,) = bigVault.userInfo(BOB);
        vm.prank(BOB);
        bigVault.withdraw(bobShares / 2);
        vm.prank(BOB);
        bigVault.emergencyWithdraw();
        // Alice's second deposit may have bought no share at a price this high: she may lose that one.
        assertTrue(bigCake.balanceOf(ALICE) >= amount - DEAD, "Alice's first principal");
        assertTrue(bigCake.balanceOf(BOB) >= 2 * amount, "Bob's principal");
    }
}

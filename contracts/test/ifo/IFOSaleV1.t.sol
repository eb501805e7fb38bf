// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IProfileStatus} from "../../src/interfaces/IProfileStatus.sol";
import {IFOSaleBase} from "../../src/ifo/IFOSaleBase.sol";
import {IFOSaleV1} from "../../src/ifo/IFOSaleV1.sol";
import {IFOTest} from "./utils/IFOTest.sol";

contract IFOSaleV1Test is IFOTest {
    IFOSaleV1 internal sale;

    function setUp() public override {
        super.setUp();
        sale = new IFOSaleV1(
            IERC20(address(lp)),
            IERC20(address(offering)),
            IProfileStatus(address(profile)),
            START,
            END,
            1_000 ether,
            100 ether,
            OWNER
        );
        offering.mint(address(sale), 1_000 ether);
    }

    function _deposit(address user, uint256 amount) private {
        lp.mint(user, amount);
        vm.startPrank(user);
        lp.approve(address(sale), amount);
        sale.deposit(amount);
        vm.stopPrank();
    }

    function test_oneUnlimitedPoolSettlesWithoutTaxToTheWei() public {
        vm.roll(START);
        _deposit(ALICE, 100 ether);
        _deposit(BOB, 200 ether);
        _deposit(CAROL, 1);
        assertEq(sale.totalAmount(), 300 ether + 1, "committed");
        assertEq(sale.getUserAllocation(ALICE), 333_333, "a third, at 1e6");
        vm.roll(END);
        uint256 aliceOffering = sale.getOfferingAmount(ALICE);
        uint256 aliceRefund = sale.getRefundingAmount(ALICE);
        // 1,000 tokens * 100 / (300 + 1 wei), and 100 LP * 200 / 300 of the overflow, rounded down.
        assertEq(aliceOffering, 333_333_333_333_333_333_332, "Alice's share of the offering");
        assertEq(aliceRefund, 66_666_666_666_666_666_666, "Alice's refund, no tax");
        vm.prank(ALICE);
        sale.harvest();
        assertEq(offering.balanceOf(ALICE), aliceOffering, "tokens paid");
        assertEq(lp.balanceOf(ALICE), aliceRefund, "refund paid");
        assertTrue(sale.hasHarvest(ALICE), "harvested");
        (uint256 amount, bool claimed) = sale.userInfo(ALICE);
        assertEq(amount, 100 ether, "commitment kept");
        assertTrue(claimed, "claimed flag");
        vm.prank(CAROL);
        sale.harvest();
        assertEq(offering.balanceOf(CAROL), 3, "one wei's share, rounded down");
        assertEq(lp.balanceOf(CAROL), 0, "one wei's refund rounds to nothing");
    }

    function test_depositNeedsAnActiveProfileAndAnOpenSale() public {
        lp.mint(address(0xD00D), 1 ether);
        vm.roll(START);
        vm.prank(address(0xD00D));
        vm.expectRevert(abi.encodeWithSelector(IFOSaleBase.ProfileNotActive.selector, address(0xD00D)));
        sale.deposit(1 ether);
        vm.roll(END);
        lp.mint(ALICE, 1 ether);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IFOSaleBase.SaleNotOpen.selector, END, START, END));
        sale.deposit(1 ether);
    }

    function test_amountsAreSetOnlyBeforeTheStart() public {
        vm.startPrank(OWNER);
        sale.setOfferingAmount(2_000 ether);
        sale.setRaisingAmount(50 ether);
        assertEq(sale.offeringAmount(), 2_000 ether, "offering");
        assertEq(sale.raisingAmount(), 50 ether, "raising");
        vm.roll(START);
        vm.expectRevert(abi.encodeWithSelector(IFOSaleBase.SaleStarted.selector, START, START));
        sale.setRaisingAmount(1 ether);
        vm.stopPrank();
    }

    function test_undersubscribedBuysAtThePriceAndTheOwnerGetsTheRest() public {
        vm.roll(START);
        _deposit(ALICE, 40 ether);
        vm.roll(END);
        assertEq(sale.getOfferingAmount(ALICE), 400 ether, "40 LP at 10 tokens per LP");
        (uint256 lpAvailable, uint256 offeringAvailable) = sale.withdrawableAmounts();
        assertEq(lpAvailable, 40 ether, "the whole commitment is the raise");
        assertEq(offeringAvailable, 600 ether, "unsold tokens");
        vm.prank(OWNER);
        sale.finalWithdraw(40 ether, 600 ether);
        vm.prank(ALICE);
        sale.harvest();
        assertEq(offering.balanceOf(ALICE), 400 ether, "paid after the owner's withdrawal");
        assertEq(offering.balanceOf(address(sale)), 0, "paid + withdrawn == offered");
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IProfileStatus} from "../../src/interfaces/IProfileStatus.sol";
import {IFOSaleBase} from "../../src/ifo/IFOSaleBase.sol";
import {IFOSaleV2} from "../../src/ifo/IFOSaleV2.sol";
import {PointCenterIFO} from "../../src/profile/PointCenterIFO.sol";
import {AmmFeeOnTransferToken} from "../amm/mocks/AmmFeeOnTransferToken.sol";
import {IFOTest} from "./utils/IFOTest.sol";

contract IFOSaleV2Test is IFOTest {
    // Alice 100 LP and Bob 300 LP in the unlimited pool (70 LP raised, 700 tokens): 400 LP, 5.71x.
    uint256 internal constant ALICE_TAX = 753_916_449_086_161_879;
    uint256 internal constant ALICE_REFUND = 81_746_083_550_913_838_121;
    uint256 internal constant BOB_TAX = 2_261_749_347_258_485_639;
    uint256 internal constant BOB_REFUND = 245_238_250_652_741_514_361;

    function test_depositNeedsAnActiveProfile() public {
        vm.roll(START);
        address stranger = address(0x5742);
        lp.mint(stranger, 1 ether);
        vm.prank(stranger);
        lp.approve(address(ifo), 1 ether);
        vm.prank(stranger);
        vm.expectRevert(abi.encodeWithSelector(IFOSaleBase.ProfileNotActive.selector, stranger));
        ifo.depositPool(1 ether, 1);

        vm.prank(BOB);
        profile.pauseProfile();
        _fundLp(BOB, 1 ether);
        vm.prank(BOB);
        vm.expectRevert(abi.encodeWithSelector(IFOSaleBase.ProfileNotActive.selector, BOB));
        ifo.depositPool(1 ether, 1);
    }

    function test_depositsAreTakenFromTheStartToBeforeTheEnd() public {
        _fundLp(ALICE, 3 ether);
        vm.roll(START - 1);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IFOSaleBase.SaleNotOpen.selector, START - 1, START, END));
        ifo.depositPool(1 ether, 1);
        vm.roll(START);
        vm.prank(ALICE);
        ifo.depositPool(1 ether, 1);
        vm.roll(END - 1);
        vm.prank(ALICE);
        ifo.depositPool(1 ether, 1);
        vm.roll(END);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IFOSaleBase.SaleNotOpen.selector, END, START, END));
        ifo.depositPool(1 ether, 1);
        (uint256[] memory amounts,) = ifo.viewUserInfo(ALICE, _pids());
        assertEq(amounts[1], 2 ether, "two deposits counted");
    }

    function test_depositRefusesBadInput() public {
        vm.roll(START);
        _fundLp(ALICE, 10 ether);
        vm.startPrank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IFOSaleBase.ZeroAmount.selector));
        ifo.depositPool(0, 1);
        vm.expectRevert(abi.encodeWithSelector(IFOSaleBase.InvalidPool.selector, uint8(2)));
        ifo.depositPool(1 ether, 2);
        ifo.depositPool(BASIC_LIMIT, 0);
        vm.expectRevert(abi.encodeWithSelector(IFOSaleBase.AboveUserLimit.selector, BASIC_LIMIT + 1, BASIC_LIMIT));
        ifo.depositPool(1, 0);
        vm.stopPrank();
    }

    function test_depositNeedsTheOfferingFundedAndAnLpThatDeliversInFull() public {
        IFOSaleV2 unfunded = new IFOSaleV2(
            IERC20(address(lp)), IERC20(address(offering)), IProfileStatus(address(profile)), START, END, OWNER
        );
        vm.prank(OWNER);
        unfunded.setPool(10 ether, 1 ether, 0, false, 0);
        offering.mint(address(unfunded), 10 ether - 1);
        vm.roll(START);
        lp.mint(ALICE, 1 ether);
        vm.startPrank(ALICE);
        lp.approve(address(unfunded), 1 ether);
        vm.expectRevert(abi.encodeWithSelector(IFOSaleBase.SaleNotFunded.selector, 10 ether - 1, 10 ether));
        unfunded.depositPool(1 ether, 0);
        vm.stopPrank();

        vm.roll(START - 10);
        AmmFeeOnTransferToken taxedLp = new AmmFeeOnTransferToken();
        IFOSaleV2 sale = _newSale(IERC20(address(taxedLp)));
        vm.roll(START);
        taxedLp.mint(ALICE, 1 ether);
        vm.startPrank(ALICE);
        taxedLp.approve(address(sale), 1 ether);
        vm.expectRevert(abi.encodeWithSelector(IFOSaleBase.TransferAmountMismatch.selector, 1 ether, 0.99 ether));
        sale.depositPool(1 ether, 1);
        vm.stopPrank();
    }

    function test_harvestOfAnOversubscribedTaxedPoolIsExactToTheWei() public {
        vm.roll(START);
        _commit(ALICE, 100 ether, 1);
        _commit(BOB, 300 ether, 1);
        vm.roll(END);
        uint256[3][] memory before = ifo.viewUserOfferingAndRefundingAmountsForPools(ALICE, _pids());
        assertEq(before[1][0], 175 ether, "offering shown");
        assertEq(before[1][1], ALICE_REFUND, "refund shown");
        assertEq(before[1][2], ALICE_TAX, "tax shown");
        assertEq(ifo.viewPoolTaxRateOverflow(1), 9_138_381_201, "rate 70 / 7660 at 1e12");

        vm.prank(ALICE);
        vm.expectEmit(true, true, true, true, address(ifo));
        emit IFOSaleV2.Harvest(ALICE, 175 ether, ALICE_REFUND, 1);
        ifo.harvestPool(1);
        vm.prank(BOB);
        ifo.harvestPool(1);

        assertEq(offering.balanceOf(ALICE), 175 ether, "Alice's tokens");
        assertEq(lp.balanceOf(ALICE), ALICE_REFUND, "Alice's refund");
        assertEq(offering.balanceOf(BOB), 525 ether, "Bob's tokens");
        assertEq(lp.balanceOf(BOB), BOB_REFUND, "Bob's refund");
        (,,,, uint256 total, uint256 taxes) = ifo.viewPoolInformation(1);
        assertEq(total, 400 ether, "committed");
        assertEq(taxes, ALICE_TAX + BOB_TAX, "taxes collected");
        // The views keep showing the same settlement after the harvest.
        uint256[3][] memory afterwards = ifo.viewUserOfferingAndRefundingAmountsForPools(ALICE, _pids());
        assertEq(afterwards[1][1], ALICE_REFUND, "refund still shown");
        (uint256[] memory amounts, bool[] memory claimed) = ifo.viewUserInfo(ALICE, _pids());
        assertEq(amounts[1], 100 ether, "commitment still shown");
        assertTrue(claimed[1] && !claimed[0], "harvested flags per pool");
        // The raise plus the taxes is what the pool keeps: refunded + kept == committed.
        assertEq(lp.balanceOf(address(ifo)), UNLIMITED_RAISE + ALICE_TAX + BOB_TAX, "kept");
    }

    function test_harvestOfAnUndersubscribedPoolBuysAtThePoolsPrice() public {
        vm.roll(START);
        _commit(CAROL, 5 ether, 0);
        _commit(ALICE, 7 ether, 1);
        vm.roll(END);
        vm.prank(CAROL);
        ifo.harvestPool(0);
        vm.prank(ALICE);
        ifo.harvestPool(1);
        assertEq(offering.balanceOf(CAROL), 50 ether, "5 LP at 10 tokens per LP");
        assertEq(lp.balanceOf(CAROL), 0, "no refund under the raise");
        assertEq(offering.balanceOf(ALICE), 70 ether, "7 LP at 10 tokens per LP");
        assertEq(ifo.viewPoolTaxRateOverflow(1), 10_000_000_000, "1% until fully subscribed");
        assertEq(ifo.viewPoolTaxRateOverflow(0), 0, "the basic pool has no tax");
    }

    function test_harvestRefusesEarlyTwiceAndStrangers() public {
        vm.roll(START);
        _commit(ALICE, 1 ether, 1);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IFOSaleBase.SaleNotEnded.selector, START, END));
        ifo.harvestPool(1);
        vm.roll(END);
        vm.prank(BOB);
        vm.expectRevert(abi.encodeWithSelector(IFOSaleBase.NothingCommitted.selector, BOB, uint8(1)));
        ifo.harvestPool(1);
        vm.prank(ALICE);
        ifo.harvestPool(1);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IFOSaleBase.AlreadyHarvested.selector, ALICE, uint8(1)));
        ifo.harvestPool(1);
    }

    function test_theOwnerSetsPoolsAndBlocksOnlyBeforeTheStart() public {
        vm.startPrank(OWNER);
        ifo.updateStartAndEndBlocks(START + 5, END + 5);
        vm.expectRevert(abi.encodeWithSelector(IFOSaleBase.InvalidBlocks.selector, END, END));
        ifo.updateStartAndEndBlocks(END, END);
        vm.roll(START + 5);
        vm.expectRevert(abi.encodeWithSelector(IFOSaleBase.SaleStarted.selector, START + 5, START + 5));
        ifo.setPool(1, 1, 0, false, 0);
        vm.expectRevert(abi.encodeWithSelector(IFOSaleBase.SaleStarted.selector, START + 5, START + 5));
        ifo.updateStartAndEndBlocks(START + 50, END + 50);
        vm.stopPrank();
        vm.prank(ALICE);
        vm.expectRevert();
        ifo.setPool(1, 1, 0, false, 0);
    }

    function test_theOwnerWithdrawsOnlyAfterTheEndAndNeverACommittersLp() public {
        vm.roll(START);
        _commit(ALICE, 100 ether, 1);
        _commit(BOB, 300 ether, 1);
        _commit(CAROL, 5 ether, 0);
        vm.prank(OWNER);
        vm.expectRevert(abi.encodeWithSelector(IFOSaleBase.SaleNotEnded.selector, START, END));
        ifo.finalWithdraw(1, 0);

        vm.roll(END);
        (uint256 lpAvailable, uint256 offeringAvailable) = ifo.withdrawableAmounts();
        // 405 LP held, 330 LP of refunds owed; 1,000 tokens held, 50 + 700 owed.
        assertEq(lpAvailable, 75 ether, "the raise");
        assertEq(offeringAvailable, 250 ether, "the basic pool's unsold tokens");
        vm.startPrank(OWNER);
        vm.expectRevert(abi.encodeWithSelector(IFOSaleBase.ExceedsWithdrawable.selector, 75 ether + 1, 75 ether));
        ifo.finalWithdraw(75 ether + 1, 0);
        vm.expectRevert(abi.encodeWithSelector(IFOSaleBase.ExceedsWithdrawable.selector, 250 ether + 1, 250 ether));
        ifo.finalWithdraw(0, 250 ether + 1);
        ifo.finalWithdraw(75 ether, 250 ether);
        vm.stopPrank();

        for (uint256 i = 0; i < 3; ++i) {
            address user = [ALICE, BOB, CAROL][i];
            vm.prank(user);
            ifo.harvestPool(user == CAROL ? 0 : 1);
        }
        (lpAvailable, offeringAvailable) = ifo.withdrawableAmounts();
        assertEq(lpAvailable, ALICE_TAX + BOB_TAX, "the taxes once everyone harvested");
        assertEq(offeringAvailable, 0, "every token paid");
        vm.prank(OWNER);
        ifo.finalWithdraw(lpAvailable, 0);
        assertEq(lp.balanceOf(OWNER) + ALICE_REFUND + BOB_REFUND, 405 ether, "refunded + kept == committed");
        assertEq(lp.balanceOf(address(ifo)), 0, "nothing left behind");
    }

    function test_viewsNeverRevert() public {
        IFOSaleV2 unset = new IFOSaleV2(
            IERC20(address(lp)), IERC20(address(offering)), IProfileStatus(address(profile)), START, END, OWNER
        );
        uint8[] memory pids = new uint8[](3);
        (pids[1], pids[2]) = (1, 9);
        for (uint256 phase = 0; phase < 2; ++phase) {
            for (uint256 pid = 0; pid < 10; pid += 9) {
                (uint256 raising, uint256 offered,,, uint256 total,) = unset.viewPoolInformation(pid);
                assertEq(raising + offered + total, 0, "an unset pool reads as zeros");
                assertEq(unset.viewPoolTaxRateOverflow(pid), 0, "no tax on an unset pool");
            }
            uint256[3][] memory amounts = unset.viewUserOfferingAndRefundingAmountsForPools(ALICE, pids);
            uint256[] memory allocations = unset.viewUserAllocationPools(ALICE, pids);
            (uint256[] memory committed,) = unset.viewUserInfo(ALICE, pids);
            assertEq(amounts.length + allocations.length + committed.length, 9, "one answer per pid");
            assertEq(amounts[2][0] + allocations[2] + committed[2], 0, "zeros for pool 9");
            (uint256 lpAvailable,) = unset.withdrawableAmounts();
            assertEq(lpAvailable, 0, "nothing to withdraw");
            vm.roll(END + 1);
        }
        // An empty, set pool after the end.
        assertEq(ifo.viewPoolTaxRateOverflow(1), 10_000_000_000, "1% on an empty taxed pool");
        assertEq(ifo.viewUserAllocationPools(ALICE, _pids())[1], 0, "no share of an empty pool");
    }

    function test_userInfoLetsThePointCenterGrantTheOfferingsPoints() public {
        PointCenterIFO center = new PointCenterIFO(profile, 100, ADMIN);
        vm.startPrank(ADMIN);
        profile.grantRole(profile.POINT_ROLE(), address(center));
        center.addIFOAddress(address(ifo), 5 ether, 511_110_000, 100);
        vm.stopPrank();
        vm.roll(START);
        _commit(ALICE, 2 ether, 0);
        _commit(ALICE, 3 ether, 1);
        vm.roll(END);
        (uint256 amount, bool claimed) = ifo.userInfo(ALICE);
        assertEq(amount, 5 ether, "both pools counted");
        assertTrue(!claimed, "nothing harvested");
        vm.prank(ALICE);
        ifo.harvestPool(1);
        (, claimed) = ifo.userInfo(ALICE);
        assertTrue(!claimed && !center.checkClaimStatus(ALICE, address(ifo)), "one pool left to harvest");
        vm.prank(ALICE);
        ifo.harvestPool(0);
        assertTrue(center.checkClaimStatus(ALICE, address(ifo)), "claimable once both are harvested");
        vm.prank(ALICE);
        center.getPoints(address(ifo));
        (, uint256 points,,,,) = profile.getUserProfile(ALICE);
        assertEq(points, 100, "the offering's points");
        (, claimed) = ifo.userInfo(BOB);
        assertTrue(!claimed, "no commitment is not a claim");
    }

    function test_pointParametersAreSetBeforeTheEnd() public {
        vm.prank(OWNER);
        ifo.updatePointParameters(511_110_000, 100, 5 ether);
        assertEq(ifo.campaignId(), 511_110_000, "campaign");
        assertEq(ifo.numberPoints(), 100, "points");
        assertEq(ifo.thresholdPoints(), 5 ether, "threshold");
        vm.roll(END);
        vm.prank(OWNER);
        vm.expectRevert(abi.encodeWithSelector(IFOSaleBase.SaleEnded.selector, END, END));
        ifo.updatePointParameters(1, 1, 1);
    }

    function test_saleTokensAreNeverRecovered() public {
        vm.startPrank(OWNER);
        vm.expectRevert(abi.encodeWithSelector(IFOSaleBase.CannotRecover.selector, address(lp)));
        ifo.recoverWrongTokens(address(lp), 1);
        vm.expectRevert(abi.encodeWithSelector(IFOSaleBase.CannotRecover.selector, address(offering)));
        ifo.recoverWrongTokens(address(offering), 1);
        vm.stopPrank();
    }

    function test_ownerParametersAtTheirBounds() public {
        IFOSaleV2 sale = new IFOSaleV2(
            IERC20(address(lp)), IERC20(address(offering)), IProfileStatus(address(profile)), START, END, OWNER
        );
        uint256 max = sale.MAX_AMOUNT();
        vm.startPrank(OWNER);
        vm.expectRevert(abi.encodeWithSelector(IFOSaleBase.AmountTooLarge.selector, max + 1));
        sale.setPool(max + 1, 1, 0, true, 1);
        vm.expectRevert(abi.encodeWithSelector(IFOSaleBase.AmountTooLarge.selector, max + 1));
        sale.setPool(1, max + 1, 0, true, 1);
        // The largest terms: the tax rate's denominator (2 max + 98 max) stays far from overflowing.
        sale.setPool(max, max, 0, true, 1);
        vm.stopPrank();
        assertEq(sale.viewPoolTaxRateOverflow(1), 10_000_000_000, "1% at the largest raise");
        offering.mint(address(sale), max);
        vm.roll(START);
        _fundLp(ALICE, max);
        vm.prank(ALICE);
        lp.approve(address(sale), type(uint256).max);
        vm.prank(ALICE);
        sale.depositPool(max, 1);
        lp.mint(BOB, 1);
        vm.prank(BOB);
        lp.approve(address(sale), 1);
        vm.prank(BOB);
        vm.expectRevert(abi.encodeWithSelector(IFOSaleBase.AmountTooLarge.selector, max + 1));
        sale.depositPool(1, 1);
        vm.roll(END);
        vm.prank(ALICE);
        sale.harvestPool(1);
        assertEq(offering.balanceOf(ALICE), max, "the whole offering at the largest amounts");
    }
}

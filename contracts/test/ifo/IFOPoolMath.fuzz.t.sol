// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {TestBase} from "../tokens/utils/TestBase.sol";
import {IFOPoolMathHarness} from "./mocks/IFOPoolMathHarness.sol";

/// @dev The settlement rules at the bounds the sale allows (amounts up to 2^128), split between three
/// committers in any proportion.
contract IFOPoolMathFuzzTest is TestBase {
    uint256 private constant MAX = type(uint128).max;
    IFOPoolMathHarness private math;

    function setUp() public {
        math = new IFOPoolMathHarness();
    }

    function testFuzz_committersNeverGetMoreThanThePoolHoldsAndEveryLpWeiIsAccounted(
        uint256 a,
        uint256 b,
        uint256 c,
        uint256 offeringAmount,
        uint256 raisingAmount,
        bool hasTax
    ) public view {
        a = bound(a, 1, MAX / 3);
        b = bound(b, 0, MAX / 3);
        c = bound(c, 0, MAX / 3);
        offeringAmount = bound(offeringAmount, 1, MAX);
        raisingAmount = bound(raisingAmount, 1, MAX);
        uint256 total = a + b + c;
        uint256[3] memory amounts = [a, b, c];
        uint256 offeringPaid;
        uint256 refunded;
        uint256 allocations;
        for (uint256 i = 0; i < 3; ++i) {
            (uint256 offering, uint256 refund, uint256 tax) =
                math.settle(amounts[i], offeringAmount, raisingAmount, total, hasTax);
            assertTrue(refund + tax <= amounts[i], "refund and tax within the commitment");
            if (!hasTax) assertEq(tax, 0, "no tax without a tax");
            offeringPaid += offering;
            refunded += refund;
            allocations += math.allocation(amounts[i], total, 1e12);
        }
        assertTrue(offeringPaid <= math.offeringSold(offeringAmount, raisingAmount, total), "paid <= sold");
        assertTrue(math.offeringSold(offeringAmount, raisingAmount, total) <= offeringAmount, "sold <= offered");
        assertTrue(refunded <= math.refundBound(total, raisingAmount, total), "refunds <= bound");
        assertTrue(allocations <= 1e12, "allocations sum to at most 1");
        if (total > raisingAmount) {
            // Kept LP (committed - refunded) covers the raise: the pool never sells below its price.
            assertTrue(total - refunded >= raisingAmount, "the raise is kept");
        }
    }

    function testFuzz_partialHarvestsNeverEatIntoWhatOthersAreOwed(
        uint256 a,
        uint256 rest,
        uint256 offeringAmount,
        uint256 raisingAmount
    ) public view {
        a = bound(a, 1, MAX / 2);
        rest = bound(rest, 1, MAX / 2);
        offeringAmount = bound(offeringAmount, 1, MAX);
        raisingAmount = bound(raisingAmount, 1, MAX);
        uint256 total = a + rest;
        (uint256 offering, uint256 refund, uint256 tax) = math.settle(a, offeringAmount, raisingAmount, total, true);
        uint256 boundBefore = math.refundBound(total, raisingAmount, total);
        uint256 boundAfter = math.refundBound(rest, raisingAmount, total);
        assertTrue(boundBefore >= boundAfter + refund + tax, "refund bound shrinks by at least the pre-tax refund");
        (uint256 restOffering,,) = math.settle(rest, offeringAmount, raisingAmount, total, true);
        assertTrue(
            math.offeringSold(offeringAmount, raisingAmount, total) >= offering + restOffering, "offering covers both"
        );
    }

    function testFuzz_theTaxStartsAtOnePercentAndFallsMonotonically(
        uint256 raisingAmount,
        uint256 total,
        uint256 more
    ) public view {
        raisingAmount = bound(raisingAmount, 1, MAX);
        total = bound(total, 0, MAX - 1);
        more = bound(more, total + 1, MAX);
        (uint256 n1, uint256 d1) = math.taxRate(total, raisingAmount);
        (uint256 n2, uint256 d2) = math.taxRate(more, raisingAmount);
        // Same numerator (the raise), so a rate never rises when its denominator does not fall.
        assertEq(n1, n2, "the raise over");
        assertTrue(d2 >= d1, "non-increasing");
        if (total <= raisingAmount) assertEq(math.taxRateScaled(total, raisingAmount), 1e10, "1% up to the raise");
        assertTrue(math.taxRateScaled(more, raisingAmount) <= 1e10, "never above 1%");
    }

    function test_theTaxCurveAtPancakeSwapsTierSteps() public view {
        uint256 raise = 1 ether;
        assertEq(math.taxRateScaled(raise, raise), 10_000_000_000, "1x: 1%");
        assertEq(math.taxRateScaled(50 * raise, raise), 5_050_505_050, "50x: 0.505%");
        assertEq(math.taxRateScaled(100 * raise, raise), 3_355_704_697, "100x: 0.336%");
        assertEq(math.taxRateScaled(500 * raise, raise), 910_746_812, "500x: 0.091%");
        assertEq(math.taxRateScaled(1_500 * raise, raise), 322_788_896, "1500x: 0.032%");
        assertEq(math.taxRateScaled(1, 0), 0, "unset pool");
    }
}

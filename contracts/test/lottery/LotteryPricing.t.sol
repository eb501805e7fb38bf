// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {LotteryPricing} from "../../src/lottery/LotteryPricing.sol";
import {TestBase} from "../tokens/utils/TestBase.sol";

contract LotteryPricingTest is TestBase {
    /// @dev The k-th ticket of a purchase is (k - 1) / discountDivisor cheaper than the first: the
    /// discount grows linearly and never makes a purchase cost more than full price or less than the
    /// previous one.
    function testFuzz_bulkPriceIsALinearDiscount(uint256 divisor, uint256 price, uint256 count) public pure {
        divisor = bound(divisor, 300, type(uint32).max);
        price = bound(price, 1e12, 1e24);
        count = bound(count, 1, 100);
        uint256 cost = LotteryPricing.bulkPrice(divisor, price, count);
        assertEq(cost, price * count * (divisor + 1 - count) / divisor, "the formula");
        assertTrue(cost <= price * count, "never above full price");
        assertEq(LotteryPricing.bulkPrice(divisor, price, 1), price, "one ticket at full price");
        if (count > 1) assertTrue(cost > LotteryPricing.bulkPrice(divisor, price, count - 1), "more tickets cost more");
        uint256 undiscounted = price * count;
        assertApproxEq(undiscounted - cost, undiscounted * (count - 1) / divisor, 1, "discount of (n - 1) / divisor");
    }

    /// @dev A cancelled purchase's tickets are refunded exactly what it cost, whatever the rounding.
    function testFuzz_refundSharesAddUpToTheCost(uint256 cost, uint256 count) public pure {
        cost = bound(cost, 0, 1e30);
        count = bound(count, 1, 100);
        uint256 total;
        for (uint256 offset = 0; offset < count; ++offset) {
            uint256 share = LotteryPricing.refundShare(cost, count, offset);
            assertTrue(share >= cost / count && share < cost / count + count, "equal shares, the last rounded up");
            total += share;
        }
        assertEq(total, cost, "refunds add up to the cost");
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @title LotteryPricing
/// @notice What a purchase costs, and how a cancelled round refunds it ticket by ticket.
/// @dev The bulk discount is linear in the number of tickets: n tickets cost
/// price * n * (discountDivisor + 1 - n) / discountDivisor, so the k-th ticket of a purchase is
/// (k - 1) / discountDivisor cheaper than the first. With discountDivisor 2,000: 2 tickets are 0.05% off,
/// 50 are 2.45% off and 100 are 4.95% off. The caller keeps n <= discountDivisor (the lottery's bounds:
/// n <= 100 < 300 <= discountDivisor), so no ticket is free and nothing underflows.
library LotteryPricing {
    /// @notice The cost of `count` tickets at `price` each with `discountDivisor`, rounded down.
    function bulkPrice(uint256 discountDivisor, uint256 price, uint256 count) internal pure returns (uint256) {
        return price * count * (discountDivisor + 1 - count) / discountDivisor;
    }

    /// @notice What the ticket at `offset` (0-based) of a purchase of `count` tickets that cost `cost`
    /// is refunded: an equal share each, rounded down, and the last ticket the rest, so a purchase's
    /// refunds add up to exactly what it paid.
    function refundShare(uint256 cost, uint256 count, uint256 offset) internal pure returns (uint256) {
        uint256 share = cost / count;
        return offset == count - 1 ? cost - share * (count - 1) : share;
    }
}

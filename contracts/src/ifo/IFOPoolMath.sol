// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";

/// @title IFOPoolMath
/// @notice The settlement rules of one offering pool, exact in integer math (every product goes through
/// `Math.mulDiv`, so nothing is rounded to 1e-12 the way PancakeSwap's allocation was).
///
/// A pool offers `offeringAmount` tokens for `raisingAmount` LP. When `totalAmount` LP is committed:
/// - at or under the raise, each committer buys at the pool's price: `amount * offering / raising`
///   tokens, no refund;
/// - over the raise, each committer gets their share of the offering, `amount * offering / total`, pays
///   `amount * raising / total` (rounded up) and has the rest refunded, less the overflow tax when the
///   pool has one.
/// Every division rounds in the pool's favour, so what is paid out never exceeds what the pool holds.
///
/// The overflow tax rate is `raising / (2 * max(total, raising) + 98 * raising)`: 1% up to a fully
/// subscribed pool (the spec's "unlimited sale fee starts at 1%"), then falling smoothly and
/// monotonically as the pool oversubscribes: about 0.5% at 50x, 0.34% at 100x, 0.09% at 500x and 0.05%
/// at 1000x, close to PancakeSwap's tiers at their steps but with no jump between them, so no committer
/// gains by pushing the pool over a threshold.
library IFOPoolMath {
    /// @notice Scale of a tax rate as a view reports it: 1e12 is 100% (PancakeSwap's scale).
    uint256 internal constant TAX_RATE_PRECISION = 1e12;

    /// @notice What one commitment settles to once the sale has ended.
    /// @param amount LP the user committed to the pool.
    /// @param offeringAmount Tokens the pool offers.
    /// @param raisingAmount LP the pool raises.
    /// @param totalAmount LP committed to the pool by everyone.
    /// @param hasTax Whether the pool taxes the overflow refund.
    /// @return offering Offering tokens the user receives.
    /// @return refund LP returned to the user.
    /// @return tax LP kept from the refund as the overflow tax.
    function settle(uint256 amount, uint256 offeringAmount, uint256 raisingAmount, uint256 totalAmount, bool hasTax)
        internal
        pure
        returns (uint256 offering, uint256 refund, uint256 tax)
    {
        if (amount == 0 || raisingAmount == 0 || totalAmount < amount) return (0, 0, 0);
        if (totalAmount <= raisingAmount) return (Math.mulDiv(amount, offeringAmount, raisingAmount), 0, 0);
        offering = Math.mulDiv(amount, offeringAmount, totalAmount);
        // Rounded down, so the user pays the rounded-up remainder.
        uint256 excess = Math.mulDiv(amount, totalAmount - raisingAmount, totalAmount);
        if (hasTax) {
            (uint256 numerator, uint256 denominator) = taxRate(totalAmount, raisingAmount);
            tax = Math.mulDiv(excess, numerator, denominator);
        }
        refund = excess - tax;
    }

    /// @notice The overflow tax rate as an exact fraction, `raising / (2 * max(total, raising) + 98 * raising)`.
    /// @dev Callers keep both amounts at most `type(uint128).max`, so the denominator cannot overflow.
    /// Requirements: `raisingAmount` is not zero.
    function taxRate(uint256 totalAmount, uint256 raisingAmount)
        internal
        pure
        returns (uint256 numerator, uint256 denominator)
    {
        uint256 subscribed = totalAmount > raisingAmount ? totalAmount : raisingAmount;
        return (raisingAmount, 2 * subscribed + 98 * raisingAmount);
    }

    /// @notice The tax rate scaled to TAX_RATE_PRECISION (rounded down), zero for an unset pool.
    function taxRateScaled(uint256 totalAmount, uint256 raisingAmount) internal pure returns (uint256) {
        if (raisingAmount == 0) return 0;
        (uint256 numerator, uint256 denominator) = taxRate(totalAmount, raisingAmount);
        return Math.mulDiv(TAX_RATE_PRECISION, numerator, denominator);
    }

    /// @notice Offering tokens the pool owes its committers in all: at least the sum of what `settle`
    /// gives each of them (the sum of rounded-down shares never exceeds the rounded-down whole).
    function offeringSold(uint256 offeringAmount, uint256 raisingAmount, uint256 totalAmount)
        internal
        pure
        returns (uint256)
    {
        if (raisingAmount == 0) return 0;
        if (totalAmount >= raisingAmount) return offeringAmount;
        return Math.mulDiv(totalAmount, offeringAmount, raisingAmount);
    }

    /// @notice The most LP the pool can still owe as refunds to committers of `unharvested` LP in all:
    /// at least the sum of their pre-tax refunds, for the same reason as `offeringSold`.
    function refundBound(uint256 unharvested, uint256 raisingAmount, uint256 totalAmount)
        internal
        pure
        returns (uint256)
    {
        if (totalAmount <= raisingAmount) return 0;
        return Math.mulDiv(unharvested, totalAmount - raisingAmount, totalAmount);
    }

    /// @notice A commitment's share of the pool scaled to `precision`, rounded down (so shares sum to at
    /// most `precision`); zero for an empty pool.
    function allocation(uint256 amount, uint256 totalAmount, uint256 precision) internal pure returns (uint256) {
        if (totalAmount == 0 || totalAmount < amount) return 0;
        return Math.mulDiv(amount, precision, totalAmount);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @title Median
/// @notice The median of a short list of signed answers, as Chainlink's aggregators report it.
library Median {
    /// @notice The middle value of `values` once sorted; for an even count, the mean of the two middle
    /// values rounded toward zero (Chainlink's rule), computed without overflow.
    /// @dev Reorders `values` in place. Quickselect (Hoare partition, middle pivot) finds the upper
    /// middle value in linear expected time; every value left of it is then no larger, so the lower
    /// middle value is their maximum. The aggregator caps a round at 77 submissions, which bounds
    /// even the quadratic worst case.
    ///
    /// Requirements:
    /// - `values` is not empty.
    function calculateInPlace(int256[] memory values) internal pure returns (int256) {
        uint256 length = values.length;
        uint256 middle = length / 2;
        int256 upper = _select(values, middle);
        if (length % 2 == 1) return upper;
        int256 lower = values[0];
        for (uint256 i = 1; i < middle; ++i) {
            if (values[i] > lower) lower = values[i];
        }
        return average(lower, upper);
    }

    /// @notice `(a + b) / 2` rounded toward zero, for any two int256 values.
    function average(int256 a, int256 b) internal pure returns (int256) {
        // Opposite signs (or a zero): the sum cannot overflow, and `/` truncates toward zero.
        if ((a < 0) != (b < 0) || a == 0 || b == 0) return (a + b) / 2;
        // Same sign: halve first so the sum stays in range; the remainders are both 0 or share the
        // sign of a and b, so adding their half back truncates toward zero as the exact mean would.
        return a / 2 + b / 2 + (a % 2 + b % 2) / 2;
    }

    /// @dev The `k`-th smallest value (0-based), leaving every smaller-indexed value no larger.
    function _select(int256[] memory values, uint256 k) private pure returns (int256) {
        uint256 lo = 0;
        uint256 hi = values.length - 1;
        while (lo < hi) {
            int256 pivot = values[(lo + hi) / 2];
            uint256 i = lo;
            uint256 j = hi;
            // The indices stay within [lo, hi]: the pivot (or a value swapped past it) stops each scan,
            // and j is decremented only when positive.
            unchecked {
                while (i <= j) {
                    while (values[i] < pivot) ++i;
                    while (values[j] > pivot) --j;
                    if (i <= j) {
                        (values[i], values[j]) = (values[j], values[i]);
                        ++i;
                        if (j == 0) break;
                        --j;
                    }
                }
            }
            // Now values[lo..j] <= pivot <= values[i..hi], and everything strictly between equals pivot.
            if (k <= j) hi = j;
            else if (k >= i) lo = i;
            else return values[k];
        }
        return values[k];
    }
}

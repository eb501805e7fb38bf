// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @notice The plainest correct sort, for tests that check the aggregator's quickselect median
/// against a reference.
library InsertionSort {
    /// @notice Sorts `values` in place, ascending.
    function sort(int256[] memory values) internal pure {
        for (uint256 i = 1; i < values.length; ++i) {
            int256 key = values[i];
            uint256 j = i;
            while (j > 0 && values[j - 1] > key) {
                values[j] = values[j - 1];
                --j;
            }
            values[j] = key;
        }
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {Median} from "../../src/oracle/Median.sol";
import {TestBase} from "../tokens/utils/TestBase.sol";
import {InsertionSort} from "./utils/InsertionSort.sol";

/// @dev The library's median against a plain sort, on lists an attacker shapes: duplicates, extremes
/// of int256, sorted and reversed runs, every length up to the aggregator's 77 submissions.
contract MedianTest is TestBase {
    function test_knownMedians() public pure {
        assertTrue(_median3(3, 1, 2) == 2, "odd count");
        assertTrue(Median.average(-3, -4) == -3, "negative mean rounds toward zero");
        assertTrue(Median.average(3, 4) == 3, "positive mean rounds toward zero");
        assertTrue(Median.average(-1, 2) == 0, "mixed signs round toward zero");
        assertTrue(Median.average(type(int256).max, type(int256).max) == type(int256).max, "no overflow up");
        assertTrue(Median.average(type(int256).min, type(int256).min) == type(int256).min, "no overflow down");
        assertTrue(Median.average(type(int256).min, type(int256).max) == 0, "extremes");
    }

    function testFuzz_medianMatchesASort(uint256 seed, uint256 length, uint256 shape) public pure {
        length = bound(length, 1, 77);
        int256[] memory values = new int256[](length);
        for (uint256 i = 0; i < length; ++i) {
            uint256 r = uint256(keccak256(abi.encode(seed, i)));
            if (shape % 4 == 0) values[i] = int256(r); // anything, extremes included
            else if (shape % 4 == 1) values[i] = int256(r % 5) - 2; // many duplicates around zero
            else if (shape % 4 == 2) values[i] = int256(i) * 7; // sorted
            else values[i] = -int256(i) * 7 + int256(r % 3); // nearly reversed
        }
        int256[] memory copy = new int256[](length);
        for (uint256 i = 0; i < length; ++i) copy[i] = values[i];
        InsertionSort.sort(copy);
        int256 expected = length % 2 == 1
            ? copy[length / 2]
            : _truncatedMean(copy[length / 2 - 1], copy[length / 2]);
        assertTrue(Median.calculateInPlace(values) == expected, "median differs from the sorted middle");
    }

    function testFuzz_averageIsTheTruncatedMean(int128 a, int128 b) public pure {
        assertTrue(Median.average(a, b) == (int256(a) + int256(b)) / 2, "mean of values that cannot overflow");
    }

    function _median3(int256 a, int256 b, int256 c) private pure returns (int256) {
        int256[] memory values = new int256[](3);
        (values[0], values[1], values[2]) = (a, b, c);
        return Median.calculateInPlace(values);
    }

    /// @dev The exact mean truncated toward zero, computed in two halves so int256 extremes fit.
    function _truncatedMean(int256 a, int256 b) private pure returns (int256) {
        int256 sumHigh = (a >> 1) + (b >> 1); // floor halves
        int256 carry = (a & 1) + (b & 1); // 0, 1 or 2
        int256 floorMean = sumHigh + (carry >> 1);
        // floor((a + b) / 2); toward zero differs only for a negative odd sum.
        bool oddSum = carry == 1;
        return oddSum && floorMean < 0 ? floorMean + 1 : floorMean;
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {LotteryNumbers} from "../../src/lottery/LotteryNumbers.sol";
import {TestBase} from "../tokens/utils/TestBase.sol";

contract LotteryNumbersTest is TestBase {
    function test_validNumbersAreOneMillionToTwoMillionExclusive() public pure {
        assertTrue(!LotteryNumbers.isValid(999_999), "below");
        assertTrue(LotteryNumbers.isValid(1_000_000), "lowest");
        assertTrue(LotteryNumbers.isValid(1_999_999), "highest");
        assertTrue(!LotteryNumbers.isValid(2_000_000), "above");
    }

    function test_slotsReadDigitsFromTheLastOne() public pure {
        (uint256 word, uint256 lane) = LotteryNumbers.suffixSlot(1_234_567);
        assertEq(word, 76, "suffix word: d0 d1");
        assertEq(lane, 5, "suffix lane: d2");
        (word, lane) = LotteryNumbers.numberSlot(1_234_567);
        assertEq(word, 76_543, "number word: d0 d1 d2 d3 d4");
        assertEq(lane, 2, "number lane: d5");
    }

    /// @dev The counters' layout is what the draw relies on: two numbers sharing their last k digits share
    /// the counter ranges of k digits, and no longer ones.
    function testFuzz_countersGroupNumbersByTrailingDigits(uint256 a, uint256 b, uint8 shared) public pure {
        a = bound(a, LotteryNumbers.MIN_NUMBER, LotteryNumbers.MAX_NUMBER);
        b = bound(b, LotteryNumbers.MIN_NUMBER, LotteryNumbers.MAX_NUMBER);
        // Make the pair share `shared` digits or more, so every depth is reached often.
        uint256 place = 10 ** (uint256(shared) % 7);
        b = b - b % place + a % place;
        uint256 digits = LotteryNumbers.matchingDigits(a, b);
        (uint256 suffixA, uint256 suffixLaneA) = LotteryNumbers.suffixSlot(a);
        (uint256 suffixB, uint256 suffixLaneB) = LotteryNumbers.suffixSlot(b);
        (uint256 wordA, uint256 laneA) = LotteryNumbers.numberSlot(a);
        (uint256 wordB, uint256 laneB) = LotteryNumbers.numberSlot(b);
        assertTrue((suffixA / 10 == suffixB / 10) == (digits >= 1), "last digit: one block of ten words");
        assertTrue((suffixA == suffixB) == (digits >= 2), "last two digits: one word");
        assertTrue((suffixA == suffixB && suffixLaneA == suffixLaneB) == (digits >= 3), "last three: one lane");
        assertTrue((wordA / 10 == wordB / 10) == (digits >= 4), "last four digits: one block of ten words");
        assertTrue((wordA == wordB) == (digits >= 5), "last five digits: one word");
        assertTrue((wordA == wordB && laneA == laneB) == (digits == 6), "all six: one lane");
        assertTrue(suffixA < 100 && wordA < 100_000 && laneA < 10 && suffixLaneA < 10, "within the counters");
    }

    function testFuzz_matchingDigitsCountsTheSharedEnding(uint256 a, uint256 b) public pure {
        a = bound(a, LotteryNumbers.MIN_NUMBER, LotteryNumbers.MAX_NUMBER);
        b = bound(b, LotteryNumbers.MIN_NUMBER, LotteryNumbers.MAX_NUMBER);
        uint256 digits = LotteryNumbers.matchingDigits(a, b);
        assertEq(a % 10 ** digits, b % 10 ** digits, "the last digits match");
        if (digits < 6) assertTrue(a / 10 ** digits % 10 != b / 10 ** digits % 10, "the next one does not");
        assertEq(LotteryNumbers.matchingDigits(a, a), 6, "a number matches itself fully");
    }

    /// @dev Lanes hold up to 2^24 - 1 each and add without carrying into their neighbours.
    function testFuzz_lanesAddIndependently(uint256[10] memory counts) public pure {
        uint256 word;
        uint256 total;
        for (uint256 lane = 0; lane < 10; ++lane) {
            counts[lane] = bound(counts[lane], 0, LotteryNumbers.MAX_TICKETS / 10);
            word += counts[lane] * LotteryNumbers.unit(lane);
            total += counts[lane];
        }
        for (uint256 lane = 0; lane < 10; ++lane) assertEq(LotteryNumbers.laneOf(word, lane), counts[lane], "lane");
        assertEq(LotteryNumbers.laneSum(word), total, "sum of lanes");
        uint256 doubled = word + word;
        assertEq(LotteryNumbers.laneSum(doubled), 2 * total, "words add lane by lane");
    }
}

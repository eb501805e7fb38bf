// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @title LotteryNumbers
/// @notice Ticket numbers, brackets and the packed counters the lottery keeps of them.
/// @dev A ticket number is 1,000,000 to 1,999,999: a leading 1 and six digits d5 d4 d3 d2 d1 d0 (d0
/// last). Bracket k (0 to 5) means the last k + 1 digits match the final number's; a ticket wins only
/// its highest bracket.
///
/// Counters are 24-bit lanes, ten to a word, so every digit's ten values fill one word. A round's
/// tickets are counted twice, each time keyed by digits read from the last one backwards, so that all
/// numbers sharing their last k digits share the key's first k digits and form one contiguous range:
/// - by the last three digits, in 100 words: word d0 d1, lane d2. The numbers sharing the last digit
///   fill 10 consecutive words, those sharing two fill one word, those sharing three one lane;
/// - by the whole number, in 100,000 words: word d0 d1 d2 d3 d4, lane d5. Those sharing four digits
///   fill 10 consecutive words, five one word, six one lane.
/// So a purchase adds to one word of each per ticket, and the draw counts every bracket from 20 words.
///
/// Lanes never carry into each other: a round holds fewer than 2^24 tickets (`MAX_TICKETS`), so no
/// counter, and no lane-wise sum of counters, reaches 2^24. That is why whole words can be added
/// together and split into lanes once.
library LotteryNumbers {
    /// @notice The smallest ticket number.
    uint256 internal constant MIN_NUMBER = 1_000_000;
    /// @notice The largest ticket number.
    uint256 internal constant MAX_NUMBER = 1_999_999;
    /// @notice Brackets 0 (last digit) to 5 (all six digits).
    uint256 internal constant BRACKETS = 6;
    /// @notice Most tickets one round may hold: the largest value of a 24-bit lane.
    uint256 internal constant MAX_TICKETS = (1 << 24) - 1;

    uint256 private constant LANE_BITS = 24;
    uint256 private constant LANE_MASK = (1 << 24) - 1;

    /// @notice Whether `number` is a valid ticket number.
    function isValid(uint256 number) internal pure returns (bool) {
        return number >= MIN_NUMBER && number <= MAX_NUMBER;
    }

    /// @notice Where `number` is counted by its last three digits: word d0 d1, lane d2.
    function suffixSlot(uint256 number) internal pure returns (uint256 word, uint256 lane) {
        return ((number % 10) * 10 + (number / 10) % 10, (number / 100) % 10);
    }

    /// @notice Where `number` is counted as a whole: word d0 d1 d2 d3 d4 (the last five digits
    /// reversed), lane d5.
    function numberSlot(uint256 number) internal pure returns (uint256 word, uint256 lane) {
        uint256 rest = number;
        for (uint256 i = 0; i < 5; ++i) {
            word = word * 10 + rest % 10;
            rest /= 10;
        }
        lane = rest % 10;
    }

    /// @notice A word with one in lane `lane`, to add to a counter word.
    function unit(uint256 lane) internal pure returns (uint256) {
        return 1 << (lane * LANE_BITS);
    }

    /// @notice The counter in lane `lane` of `word`.
    function laneOf(uint256 word, uint256 lane) internal pure returns (uint256) {
        return (word >> (lane * LANE_BITS)) & LANE_MASK;
    }

    /// @notice The sum of the ten counters of `word`.
    function laneSum(uint256 word) internal pure returns (uint256 sum) {
        for (uint256 i = 0; i < 10; ++i) {
            sum += word & LANE_MASK;
            word >>= LANE_BITS;
        }
    }

    /// @notice How many trailing digits `a` and `b` share, 0 to 6.
    function matchingDigits(uint256 a, uint256 b) internal pure returns (uint256 digits) {
        while (digits < BRACKETS && a % 10 == b % 10) {
            a /= 10;
            b /= 10;
            ++digits;
        }
    }
}

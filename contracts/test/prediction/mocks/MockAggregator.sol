// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {AggregatorV3Interface} from "../../../src/interfaces/AggregatorV3Interface.sol";

/// @dev A price feed whose rounds the test writes: each `push` is a new round (ids from 1).
contract MockAggregator is AggregatorV3Interface {
    struct Answer {
        int256 answer;
        uint256 updatedAt;
    }

    error NoSuchRound(uint80 roundId);

    mapping(uint80 roundId => Answer) private _answers;
    uint80 private _latest;

    function push(int256 answer, uint256 updatedAt) external returns (uint80 roundId) {
        roundId = ++_latest;
        _answers[roundId] = Answer(answer, updatedAt);
    }

    function decimals() external pure returns (uint8) {
        return 8;
    }

    function description() external pure returns (string memory) {
        return "BNB / USD";
    }

    function version() external pure returns (uint256) {
        return 4;
    }

    function getRoundData(uint80 roundId) public view returns (uint80, int256, uint256, uint256, uint80) {
        Answer storage a = _answers[roundId];
        if (a.updatedAt == 0) revert NoSuchRound(roundId);
        return (roundId, a.answer, a.updatedAt, a.updatedAt, roundId);
    }

    function latestRoundData() external view returns (uint80, int256, uint256, uint256, uint80) {
        return getRoundData(_latest);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @notice Chainlink's price feed interface, as the prediction game reads it (spec 001 section 7,
/// price feed): the same ABI as Chainlink's AggregatorV3Interface, so the game can read a live feed
/// by configuration.
interface AggregatorV3Interface {
    /// @notice Decimals of every answer.
    function decimals() external view returns (uint8);
    /// @notice What the feed prices, e.g. "BNB / USD".
    function description() external view returns (string memory);
    /// @notice The aggregator's interface version.
    function version() external view returns (uint256);
    /// @notice One round's answer and timing.
    function getRoundData(uint80 roundId)
        external
        view
        returns (uint80 roundId_, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
    /// @notice The latest round's answer and timing.
    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {AggregatorV3Interface} from "../../../src/interfaces/AggregatorV3Interface.sol";

/// @dev PancakeSwap's prediction rules, reproduced to show what each fix changes.
library NaiveRules {
    /// @dev v2's `notContract`: no code at the sender and sender == origin. Rejects EIP-7702 wallets.
    function mayBet(address sender, address origin) internal view returns (bool) {
        return sender.code.length == 0 && sender == origin;
    }

    /// @dev v1's claimable: an unset ledger reads as a Bull bet, so a bystander "won" every Bull round.
    function claimable(bool oracleCalled, int256 lockPrice, int256 closePrice, uint8 position, bool claimed)
        internal
        pure
        returns (bool)
    {
        return oracleCalled && !claimed && ((closePrice > lockPrice && position == 0) || (closePrice < lockPrice && position == 1));
    }

    /// @dev v2's freshness check: `timestamp <= block.timestamp + allowance`, true for any past answer.
    function fresh(uint256 updatedAt, uint256 allowance) internal view returns (bool) {
        return updatedAt <= block.timestamp + allowance;
    }

    /// @dev v2's price: whatever the feed says when the keeper calls.
    function price(AggregatorV3Interface feed) internal view returns (int256 answer) {
        (, answer,,,) = feed.latestRoundData();
    }
}

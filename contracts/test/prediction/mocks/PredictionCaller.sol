// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {GriddlePrediction} from "../../../src/prediction/GriddlePrediction.sol";

/// @dev A contract that bets: the game must refuse it.
contract PredictionCaller {
    function betBull(GriddlePrediction game, uint256 epoch) external payable {
        game.betBull{value: msg.value}(epoch);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {GriddlePrediction} from "../prediction/GriddlePrediction.sol";
import {BunnySpecialClaim} from "./BunnySpecialClaim.sol";
import {GriddleBunnies} from "./GriddleBunnies.sol";
import {GriddleProfile} from "./GriddleProfile.sol";

/// @title BunnySpecialPrediction
/// @notice The prediction variant of the NFT claim: eligible are players whose first bet in the
/// prediction game was in a round up to `thresholdRound` (early players), as PancakeSwap's
/// BunnySpecialPrediction decides it.
contract BunnySpecialPrediction is BunnySpecialClaim {
    /// @notice The game whose players may claim.
    GriddlePrediction public immutable prediction;
    /// @notice The last round a first bet may have been placed in.
    uint256 public thresholdRound;

    event NewThresholdRound(uint256 thresholdRound);

    /// @param prediction_ The game whose players may claim.
    /// @param thresholdRound_ The last round a first bet may have been placed in.
    /// @dev The other parameters are BunnySpecialClaim's.
    constructor(
        GriddlePrediction prediction_,
        uint256 thresholdRound_,
        GriddleBunnies bunnies_,
        GriddleProfile profile_,
        ClaimTerms memory terms,
        address initialOwner
    ) BunnySpecialClaim(bunnies_, profile_, terms, initialOwner) {
        if (address(prediction_) == address(0)) revert ZeroAddress();
        prediction = prediction_;
        thresholdRound = thresholdRound_;
    }

    /// @notice Sets the last round a first bet may have been placed in. Requirements: the owner.
    function changeThresholdRound(uint256 newThresholdRound) external onlyOwner {
        thresholdRound = newThresholdRound;
        emit NewThresholdRound(newThresholdRound);
    }

    /// @dev The game lists a player's rounds oldest first: the first one decides.
    function _isEligible(address user) internal view override returns (bool) {
        (uint256[] memory epochs,,) = prediction.getUserRounds(user, 0, 1);
        return epochs.length != 0 && epochs[0] <= thresholdRound;
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {CakeVault} from "../vault/CakeVault.sol";
import {BunnySpecialClaim} from "./BunnySpecialClaim.sol";
import {GriddleBunnies} from "./GriddleBunnies.sol";
import {GriddleProfile} from "./GriddleProfile.sol";

/// @title BunnySpecialCakeVault
/// @notice The vault variant of the NFT claim: eligible are depositors who hold shares of the auto CAKE
/// vault and whose last deposit is dated before `thresholdTimestamp` (early stackers), as
/// PancakeSwap's BunnySpecialCakeVault decides it, with the shares required too so that a depositor
/// who left the vault does not qualify.
/// @dev A deposit made after the threshold moves the depositor's `lastDepositedTime` past it: as on
/// PancakeSwap, topping up late gives up the claim.
contract BunnySpecialCakeVault is BunnySpecialClaim {
    /// @notice The vault whose depositors may claim.
    CakeVault public immutable cakeVault;
    /// @notice The last deposit must be dated before this (unix seconds).
    uint256 public thresholdTimestamp;

    event NewThresholdTimestamp(uint256 thresholdTimestamp);

    /// @param cakeVault_ The vault whose depositors may claim.
    /// @param thresholdTimestamp_ The last deposit must be dated before this.
    /// @dev The other parameters are BunnySpecialClaim's.
    constructor(
        CakeVault cakeVault_,
        uint256 thresholdTimestamp_,
        GriddleBunnies bunnies_,
        GriddleProfile profile_,
        ClaimTerms memory terms,
        address initialOwner
    ) BunnySpecialClaim(bunnies_, profile_, terms, initialOwner) {
        if (address(cakeVault_) == address(0)) revert ZeroAddress();
        cakeVault = cakeVault_;
        thresholdTimestamp = thresholdTimestamp_;
    }

    /// @notice Sets the time the last deposit must be dated before. Requirements: the owner.
    function changeThresholdTimestamp(uint256 newThresholdTimestamp) external onlyOwner {
        thresholdTimestamp = newThresholdTimestamp;
        emit NewThresholdTimestamp(newThresholdTimestamp);
    }

    function _isEligible(address user) internal view override returns (bool) {
        (uint256 shares, uint256 lastDepositedTime,,) = cakeVault.userInfo(user);
        return shares != 0 && lastDepositedTime != 0 && lastDepositedTime < thresholdTimestamp;
    }
}

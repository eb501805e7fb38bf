// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @notice What an initial farm offering reads of the profile contract: whether a user's profile is
/// active (spec 001 section 6: an active profile is required for IFO).
interface IProfileStatus {
    /// @return Whether `user` has a profile that is not paused.
    function getUserStatus(address user) external view returns (bool);
}

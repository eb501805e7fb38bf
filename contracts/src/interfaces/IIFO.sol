// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @notice What the points center reads of an initial farm offering: a participant's commitment and
/// whether they collected their tokens (PancakeSwap's IFO `userInfo`).
interface IIFO {
    /// @return amount LP the user committed.
    /// @return claimed Whether the user collected the offering's tokens.
    function userInfo(address user) external view returns (uint256 amount, bool claimed);
}

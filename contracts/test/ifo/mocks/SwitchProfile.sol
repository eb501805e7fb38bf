// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IProfileStatus} from "../../../src/interfaces/IProfileStatus.sol";

/// @dev A profile status the invariant handler switches per account (contract wallets included), so
/// profiles can be paused and reactivated mid-sale.
contract SwitchProfile is IProfileStatus {
    mapping(address user => bool) public getUserStatus;

    function setStatus(address user, bool active) external {
        getUserStatus[user] = active;
    }
}

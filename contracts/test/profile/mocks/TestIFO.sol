// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IIFO} from "../../../src/interfaces/IIFO.sol";

/// @dev An offering reduced to what the points center reads: each participant's commitment and
/// whether they collected, set by the test (offerings themselves come in a later issue).
contract TestIFO is IIFO {
    struct Participation {
        uint256 amount;
        bool claimed;
    }

    mapping(address user => Participation) private _participations;

    function setUserInfo(address user, uint256 amount, bool claimed) external {
        _participations[user] = Participation(amount, claimed);
    }

    function userInfo(address user) external view returns (uint256 amount, bool claimed) {
        Participation storage participation = _participations[user];
        return (participation.amount, participation.claimed);
    }
}

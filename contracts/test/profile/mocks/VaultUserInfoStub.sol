// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @dev Answers CakeVault's `userInfo` with positions the test sets, for the vault claim's rules.
contract VaultUserInfoStub {
    struct Position {
        uint256 shares;
        uint256 lastDepositedTime;
    }

    mapping(address user => Position) private _positions;

    function setPosition(address user, uint256 shares, uint256 lastDepositedTime) external {
        _positions[user] = Position(shares, lastDepositedTime);
    }

    function userInfo(address user) external view returns (uint256, uint256, uint256, uint256) {
        Position storage position = _positions[user];
        return (position.shares, position.lastDepositedTime, position.shares, position.lastDepositedTime);
    }
}

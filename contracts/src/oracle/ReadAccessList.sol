// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";

/// @title ReadAccessList
/// @notice Who may read the feed's answers on-chain, with the API of Chainlink's
/// SimpleReadAccessController: the owner adds and removes readers and can switch the check off.
/// Ownership moves in two steps (transferOwnership, acceptOwnership), as Chainlink's ConfirmedOwner.
/// Off-chain reads (an `eth_call` whose caller is the transaction origin) are always allowed.
abstract contract ReadAccessList is Ownable2Step {
    mapping(address reader => bool) private _readers;
    bool private _checkEnabled = true;

    event AddedAccess(address user);
    event RemovedAccess(address user);
    event CheckAccessEnabled();
    event CheckAccessDisabled();

    /// @notice `caller` is neither on the access list nor the transaction origin.
    error ReadAccessDenied(address caller);

    modifier checkAccess() {
        if (!hasAccess(msg.sender, msg.data)) revert ReadAccessDenied(msg.sender);
        _;
    }

    /// @notice Whether `user` may read the answers (the calldata is part of Chainlink's API, unused here).
    function hasAccess(address user, bytes calldata) public view returns (bool) {
        return !_checkEnabled || _readers[user] || user == tx.origin;
    }

    /// @notice Whether the access list is enforced (it is from deployment).
    function checkEnabled() external view returns (bool) {
        return _checkEnabled;
    }

    /// @notice Lets `user` read the answers. Requirements: the caller is the owner.
    function addAccess(address user) external onlyOwner {
        if (_readers[user]) return;
        _readers[user] = true;
        emit AddedAccess(user);
    }

    /// @notice Stops `user` reading the answers. Requirements: the caller is the owner.
    function removeAccess(address user) external onlyOwner {
        if (!_readers[user]) return;
        _readers[user] = false;
        emit RemovedAccess(user);
    }

    /// @notice Enforces the access list. Requirements: the caller is the owner.
    function enableAccessCheck() external onlyOwner {
        if (_checkEnabled) return;
        _checkEnabled = true;
        emit CheckAccessEnabled();
    }

    /// @notice Lets anyone read the answers. Requirements: the caller is the owner.
    function disableAccessCheck() external onlyOwner {
        if (!_checkEnabled) return;
        _checkEnabled = false;
        emit CheckAccessDisabled();
    }
}

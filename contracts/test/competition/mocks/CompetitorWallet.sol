// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC721Receiver} from "@openzeppelin/contracts/token/ERC721/IERC721Receiver.sol";

/// @dev A contract account (a smart wallet) that competes as a user would and, when a reward token
/// calls it back on receipt (`onTokenReceived`), replays the call the test chose, such as a second
/// claim. A failed replay is counted, so the outer call goes on and the test sees whether it got in.
contract CompetitorWallet is IERC721Receiver {
    address public replayTarget;
    bytes public replayData;
    uint256 public replaysSucceeded;
    uint256 public replaysFailed;

    /// @dev Calls `target` as this account; bubbles a failure up.
    function act(address target, bytes calldata data) external returns (bytes memory result) {
        bool ok;
        (ok, result) = target.call(data);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(result, 32), mload(result))
            }
        }
    }

    function setReplay(address target, bytes calldata data) external {
        (replayTarget, replayData) = (target, data);
    }

    function onTokenReceived() external {
        if (replayTarget == address(0)) return;
        address target = replayTarget;
        replayTarget = address(0);
        (bool ok,) = target.call(replayData);
        if (ok) ++replaysSucceeded;
        else ++replaysFailed;
    }

    function onERC721Received(address, address, uint256, bytes calldata) external pure returns (bytes4) {
        return IERC721Receiver.onERC721Received.selector;
    }
}

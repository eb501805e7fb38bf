// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC721Receiver} from "@openzeppelin/contracts/token/ERC721/IERC721Receiver.sol";

/// @dev A contract account that plays the profile area as a user would and, whenever it receives a
/// collectible, replays a call the test chose (a second mint, a second claim, a profile call) from
/// inside `onERC721Received`. A failed replay is swallowed and counted, so the outer call goes on and
/// the test sees whether the re-entry got through.
contract ReentrantCollector is IERC721Receiver {
    address public replayTarget;
    bytes public replayData;
    uint256 public replaysSucceeded;
    uint256 public replaysFailed;
    bool private _replaying;

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

    function onERC721Received(address, address, uint256, bytes calldata) external returns (bytes4) {
        if (replayTarget != address(0) && !_replaying) {
            _replaying = true;
            (bool ok,) = replayTarget.call(replayData);
            _replaying = false;
            if (ok) ++replaysSucceeded;
            else ++replaysFailed;
        }
        return IERC721Receiver.onERC721Received.selector;
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @dev What an EIP-7702 wallet delegates to: the account runs a batch of calls as itself in one
/// transaction (approve then buy, or several claims).
contract SelfBatchExecutor {
    struct Call {
        address target;
        bytes data;
    }

    error NotSelf(address caller);

    function execute(Call[] calldata calls) external {
        if (msg.sender != address(this)) revert NotSelf(msg.sender);
        for (uint256 i = 0; i < calls.length; ++i) {
            (bool ok, bytes memory result) = calls[i].target.call(calls[i].data);
            if (!ok) {
                assembly ("memory-safe") {
                    revert(add(result, 32), mload(result))
                }
            }
        }
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/// @title BalanceProbe
/// @notice Never deployed. On a chain whose nodes do not trace calls, the app previews a transaction
/// by installing this code at the user's own address through an `eth_call` state override and calling
/// `probe` there: the probed call then runs with `msg.sender` and `tx.origin` equal to the user, while
/// this code reads the user's balances and allowances just before and just after it. Nothing is ever
/// written to the chain, which is why the probe has no owner, no events and no access control.
/// @dev While installed, the user's address has code, so it must accept what an account accepts:
/// plain BNB (refunds, unwrapped WBNB) and ERC-721 safe transfers.
contract BalanceProbe {
    /// @notice The balances and allowances `probe` read, in the order it was given them.
    struct Readings {
        uint256 native;
        uint256[] tokens;
        uint256[] allowances;
    }

    /// @notice `allowanceTokens` and `spenders` must pair up one to one.
    error AllowancePairsMismatch(uint256 allowanceTokens, uint256 spenders);

    /// @notice Runs `target.call{value: value}(data)` from this address between two readings.
    /// @param tokens ERC-20 tokens whose balance of this address is read.
    /// @param allowanceTokens Tokens of the allowances read, each paired with `spenders` at the same index.
    /// @param spenders Spenders of the allowances read.
    /// @return success Whether the probed call succeeded; when it failed, `result` is its revert data.
    /// @return result The probed call's return or revert data.
    /// @return before The readings before the call.
    /// @return afterCall The readings after it (equal to `before` when it failed, since it changed nothing).
    function probe(
        address target,
        uint256 value,
        bytes calldata data,
        address[] calldata tokens,
        address[] calldata allowanceTokens,
        address[] calldata spenders
    ) external returns (bool success, bytes memory result, Readings memory before, Readings memory afterCall) {
        if (allowanceTokens.length != spenders.length) {
            revert AllowancePairsMismatch(allowanceTokens.length, spenders.length);
        }
        before = _read(tokens, allowanceTokens, spenders);
        (success, result) = target.call{value: value}(data);
        afterCall = _read(tokens, allowanceTokens, spenders);
    }

    /// @notice Accepts BNB as the user's account would.
    receive() external payable {}

    /// @notice Accepts ERC-721 safe transfers as the user's account would.
    function onERC721Received(address, address, uint256, bytes calldata) external pure returns (bytes4) {
        return this.onERC721Received.selector;
    }

    function _read(address[] calldata tokens, address[] calldata allowanceTokens, address[] calldata spenders)
        private
        view
        returns (Readings memory readings)
    {
        readings.native = address(this).balance;
        readings.tokens = new uint256[](tokens.length);
        for (uint256 i; i < tokens.length; ++i) {
            readings.tokens[i] = IERC20(tokens[i]).balanceOf(address(this));
        }
        readings.allowances = new uint256[](allowanceTokens.length);
        for (uint256 i; i < allowanceTokens.length; ++i) {
            readings.allowances[i] = IERC20(allowanceTokens[i]).allowance(address(this), spenders[i]);
        }
    }
}

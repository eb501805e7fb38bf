// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IWBNB} from "../interfaces/IWBNB.sol";

/// @title WBNB
/// @notice Wrapped BNB with WETH9 semantics: every WBNB is backed by one BNB held here, plain transfers
/// of BNB wrap, an allowance of `type(uint256).max` is never spent, and an account moving its own
/// tokens through `transferFrom` needs no allowance.
/// @dev Unlike WETH9, wrapping and unwrapping also emit ERC-20 `Transfer` events from and to the zero
/// address, so indexers that only follow `Transfer` see every balance change.
contract WBNB is ERC20, IWBNB {
    constructor() ERC20("Wrapped BNB", "WBNB") {}

    /// @notice Wraps BNB sent without calldata, as WETH9 does.
    receive() external payable {
        deposit();
    }

    /// @inheritdoc IWBNB
    function deposit() public payable {
        _mint(msg.sender, msg.value);
        emit Deposit(msg.sender, msg.value);
    }

    /// @inheritdoc IWBNB
    function withdraw(uint256 wad) external {
        _burn(msg.sender, wad);
        emit Withdrawal(msg.sender, wad);
        (bool sent,) = msg.sender.call{value: wad}("");
        if (!sent) revert NativeTransferFailed(msg.sender, wad);
    }

    /// @dev WETH9 lets an account pull its own tokens with `transferFrom` without approving itself.
    function _spendAllowance(address owner, address spender, uint256 value) internal override {
        if (owner != spender) super._spendAllowance(owner, spender, value);
    }
}

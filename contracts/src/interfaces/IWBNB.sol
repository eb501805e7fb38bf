// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/// @title IWBNB
/// @notice The wrapped native coin: an ERC-20 backed one to one by BNB held in the contract (WETH9 ABI).
interface IWBNB is IERC20 {
    /// @notice Sending the native coin to `to` failed.
    error NativeTransferFailed(address to, uint256 amount);

    /// @notice `dst` wrapped `wad` BNB.
    event Deposit(address indexed dst, uint256 wad);
    /// @notice `src` unwrapped `wad` WBNB.
    event Withdrawal(address indexed src, uint256 wad);

    /// @notice Wraps the BNB sent with the call into the same amount of WBNB for the caller.
    function deposit() external payable;

    /// @notice Unwraps `wad` WBNB of the caller and sends the caller `wad` BNB.
    /// Requirements:
    /// - the caller holds at least `wad` WBNB;
    /// - the caller accepts BNB.
    function withdraw(uint256 wad) external;
}

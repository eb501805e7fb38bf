// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @title IGriddleCallee
/// @notice Implemented by contracts that take flash swaps from a Griddle pair.
interface IGriddleCallee {
    /// @notice Called by the pair after it sent the requested amounts, before it checks the invariant.
    /// @dev The callee must pay the pair back (plus the 0.25% fee on what it keeps) before returning.
    /// @param sender The account that called `swap` on the pair.
    /// @param amount0 Amount of token0 sent to the callee.
    /// @param amount1 Amount of token1 sent to the callee.
    /// @param data The bytes passed to `swap`, forwarded unchanged.
    function griddleCall(address sender, uint256 amount0, uint256 amount1, bytes calldata data) external;
}

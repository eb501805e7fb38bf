// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IGriddleLPToken} from "./IGriddleLPToken.sol";

/// @title IGriddlePair
/// @notice A constant-product pool of two tokens with a 0.25% swap fee (Uniswap V2 ABI).
interface IGriddlePair is IGriddleLPToken {
    /// @notice A call re-entered the pair while it was mid-operation.
    error Locked();
    /// @notice A mint would give the provider no liquidity.
    error InsufficientLiquidityMinted();
    /// @notice A burn would return zero of a token.
    error InsufficientLiquidityBurned();
    /// @notice A swap asks for no output.
    error InsufficientOutputAmount();
    /// @notice A swap asks for at least the whole reserve of a token.
    error InsufficientLiquidity(uint256 amount0Out, uint256 amount1Out, uint112 reserve0, uint112 reserve1);
    /// @notice A swap sends output to one of the pair's tokens.
    error InvalidTo(address to);
    /// @notice A swap received no input.
    error InsufficientInputAmount();
    /// @notice The balances after a swap break the fee-adjusted constant product.
    error K();
    /// @notice A balance does not fit the 112-bit reserves.
    error Overflow(uint256 balance0, uint256 balance1);
    /// @notice A token transfer out of the pair failed.
    error TransferFailed(address token, address to, uint256 value);

    event Mint(address indexed sender, uint256 amount0, uint256 amount1);
    event Burn(address indexed sender, uint256 amount0, uint256 amount1, address indexed to);
    event Swap(
        address indexed sender,
        uint256 amount0In,
        uint256 amount1In,
        uint256 amount0Out,
        uint256 amount1Out,
        address indexed to
    );
    event Sync(uint112 reserve0, uint112 reserve1);

    /// @notice Liquidity locked forever at address(0) by the first mint, so the pool can never be emptied.
    function MINIMUM_LIQUIDITY() external pure returns (uint256);
    function factory() external view returns (address);
    function token0() external view returns (address);
    function token1() external view returns (address);

    /// @notice The reserves as of the last update and the block time (mod 2^32) of that update.
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);

    /// @notice Time-weighted price accumulators (UQ112x112 seconds) for oracles.
    function price0CumulativeLast() external view returns (uint256);
    function price1CumulativeLast() external view returns (uint256);

    /// @notice reserve0 * reserve1 right after the last liquidity event; zero while the protocol fee is off.
    function kLast() external view returns (uint256);

    /// @notice Mints LP tokens to `to` for the tokens sent to the pair since the last update.
    /// Requirements:
    /// - the liquidity minted is positive (the first mint must exceed `MINIMUM_LIQUIDITY`).
    function mint(address to) external returns (uint256 liquidity);

    /// @notice Burns the LP tokens held by the pair and sends the matching tokens to `to`.
    /// Requirements:
    /// - both amounts returned are positive.
    function burn(address to) external returns (uint256 amount0, uint256 amount1);

    /// @notice Sends the requested outputs to `to` and checks that the fee-adjusted product did not drop.
    /// @dev With non-empty `data`, calls `IGriddleCallee(to).griddleCall` before the check (flash swap).
    /// Requirements:
    /// - at least one output is positive and each is below its reserve;
    /// - `to` is neither token;
    /// - some input arrived, and `balance*10000 - amountIn*25` products are at least the reserve product.
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data) external;

    /// @notice Sends any balances above the reserves to `to`.
    function skim(address to) external;

    /// @notice Sets the reserves to the balances.
    function sync() external;
}

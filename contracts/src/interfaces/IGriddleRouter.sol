// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @title IGriddleRouter
/// @notice Adds and removes liquidity and swaps along paths of Griddle pairs, with deadlines and
/// minimum amounts (the full Uniswap V2 Router02 ABI; `WETH()` is the wrapped native coin, WBNB).
interface IGriddleRouter {
    /// @notice The deadline of the call has passed.
    error Expired(uint256 deadline, uint256 timestamp);
    /// @notice Liquidity would use less of token A than the caller's minimum.
    error InsufficientAAmount(uint256 amountA, uint256 amountAMin);
    /// @notice Liquidity would use less of token B than the caller's minimum.
    error InsufficientBAmount(uint256 amountB, uint256 amountBMin);
    /// @notice A swap would pay out less than the caller's minimum.
    error InsufficientOutputAmount(uint256 amountOut, uint256 amountOutMin);
    /// @notice A swap would take more than the caller's maximum.
    error ExcessiveInputAmount(uint256 amountIn, uint256 amountInMax);
    /// @notice The path does not start or end with WBNB where the function needs it.
    error InvalidPath();
    /// @notice Native coin arrived from an account other than WBNB.
    error NotWBNB(address sender);
    /// @notice Sending native coin failed.
    error NativeTransferFailed(address to, uint256 value);

    function factory() external view returns (address);

    /// @notice The wrapped native coin (WBNB); the Uniswap V2 name is kept for ABI compatibility.
    function WETH() external view returns (address);

    /// @notice The wrapped native coin; same as `WETH()`.
    function WBNB() external view returns (address);

    /// @notice Adds liquidity at the pool's current ratio, creating the pair if needed.
    /// Requirements:
    /// - `deadline` has not passed;
    /// - the amounts used are at least `amountAMin` and `amountBMin`;
    /// - the caller approved the router for both tokens.
    function addLiquidity(
        address tokenA,
        address tokenB,
        uint256 amountADesired,
        uint256 amountBDesired,
        uint256 amountAMin,
        uint256 amountBMin,
        address to,
        uint256 deadline
    ) external returns (uint256 amountA, uint256 amountB, uint256 liquidity);

    /// @notice Adds liquidity of `token` and native coin (sent as value); unused coin is refunded.
    /// Requirements: as `addLiquidity`, with `msg.value` as the desired native amount.
    function addLiquidityETH(
        address token,
        uint256 amountTokenDesired,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline
    ) external payable returns (uint256 amountToken, uint256 amountETH, uint256 liquidity);

    /// @notice Burns `liquidity` LP tokens of the caller and sends both tokens to `to`.
    /// Requirements:
    /// - `deadline` has not passed;
    /// - the amounts returned are at least `amountAMin` and `amountBMin`;
    /// - the caller approved the router for the LP tokens.
    function removeLiquidity(
        address tokenA,
        address tokenB,
        uint256 liquidity,
        uint256 amountAMin,
        uint256 amountBMin,
        address to,
        uint256 deadline
    ) external returns (uint256 amountA, uint256 amountB);

    /// @notice As `removeLiquidity` for a token/WBNB pair, paying the WBNB side out as native coin.
    function removeLiquidityETH(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline
    ) external returns (uint256 amountToken, uint256 amountETH);

    /// @notice As `removeLiquidity`, approving the router by permit signature first
    /// (for `type(uint256).max` when `approveMax`, else for `liquidity`).
    function removeLiquidityWithPermit(
        address tokenA,
        address tokenB,
        uint256 liquidity,
        uint256 amountAMin,
        uint256 amountBMin,
        address to,
        uint256 deadline,
        bool approveMax,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external returns (uint256 amountA, uint256 amountB);

    /// @notice As `removeLiquidityETH`, approving the router by permit signature first.
    function removeLiquidityETHWithPermit(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline,
        bool approveMax,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external returns (uint256 amountToken, uint256 amountETH);

    /// @notice As `removeLiquidityETH` for tokens that take a fee on transfer: sends the router's
    /// whole token balance on, rather than the amount the pair reported.
    function removeLiquidityETHSupportingFeeOnTransferTokens(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline
    ) external returns (uint256 amountETH);

    /// @notice As `removeLiquidityETHSupportingFeeOnTransferTokens`, approving by permit signature first.
    function removeLiquidityETHWithPermitSupportingFeeOnTransferTokens(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline,
        bool approveMax,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external returns (uint256 amountETH);

    /// @notice Swaps exactly `amountIn` of `path[0]` for as much of the last token as possible.
    /// Requirements:
    /// - `deadline` has not passed; `path` has at least two tokens with a pair for each hop;
    /// - the output is at least `amountOutMin`.
    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external returns (uint256[] memory amounts);

    /// @notice Swaps as little of `path[0]` as needed for exactly `amountOut` of the last token.
    /// Requirements:
    /// - `deadline` has not passed; `path` has at least two tokens with a pair for each hop;
    /// - the input is at most `amountInMax`.
    function swapTokensForExactTokens(
        uint256 amountOut,
        uint256 amountInMax,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external returns (uint256[] memory amounts);

    /// @notice Swaps exactly `msg.value` native coin for as much of the last token as possible.
    /// Requirements: as `swapExactTokensForTokens`, and `path[0]` is WBNB.
    function swapExactETHForTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external
        payable
        returns (uint256[] memory amounts);

    /// @notice Swaps as little of `path[0]` as needed for exactly `amountOut` native coin.
    /// Requirements: as `swapTokensForExactTokens`, and the last token of `path` is WBNB.
    function swapTokensForExactETH(
        uint256 amountOut,
        uint256 amountInMax,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external returns (uint256[] memory amounts);

    /// @notice Swaps exactly `amountIn` of `path[0]` for as much native coin as possible.
    /// Requirements: as `swapExactTokensForTokens`, and the last token of `path` is WBNB.
    function swapExactTokensForETH(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external returns (uint256[] memory amounts);

    /// @notice Swaps as little native coin as needed for exactly `amountOut`; the rest of `msg.value` is refunded.
    /// Requirements: as `swapTokensForExactTokens` with `msg.value` as the maximum, and `path[0]` is WBNB.
    function swapETHForExactTokens(uint256 amountOut, address[] calldata path, address to, uint256 deadline)
        external
        payable
        returns (uint256[] memory amounts);

    /// @notice As `swapExactTokensForTokens`, measuring what each pair received, for fee-on-transfer tokens.
    /// Requirements: as `swapExactTokensForTokens`; the minimum is checked on `to`'s balance increase.
    function swapExactTokensForTokensSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external;

    /// @notice As `swapExactETHForTokens`, for fee-on-transfer tokens.
    function swapExactETHForTokensSupportingFeeOnTransferTokens(
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external payable;

    /// @notice As `swapExactTokensForETH`, for fee-on-transfer tokens.
    function swapExactTokensForETHSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external;

    /// @notice The amount of the other token worth `amountA` at the reserve ratio (no fee).
    function quote(uint256 amountA, uint256 reserveA, uint256 reserveB) external pure returns (uint256 amountB);

    /// @notice The most output a pair accepts for `amountIn`, after the 0.25% fee.
    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut)
        external
        pure
        returns (uint256 amountOut);

    /// @notice The least input a pair accepts for `amountOut`, after the 0.25% fee.
    function getAmountIn(uint256 amountOut, uint256 reserveIn, uint256 reserveOut)
        external
        pure
        returns (uint256 amountIn);

    /// @notice `getAmountOut` chained along `path` at the current reserves.
    function getAmountsOut(uint256 amountIn, address[] calldata path) external view returns (uint256[] memory amounts);

    /// @notice `getAmountIn` chained backwards along `path` at the current reserves.
    function getAmountsIn(uint256 amountOut, address[] calldata path) external view returns (uint256[] memory amounts);
}

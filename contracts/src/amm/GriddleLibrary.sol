// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IGriddlePair} from "../interfaces/IGriddlePair.sol";

/// @title GriddleLibrary
/// @notice Pair addresses and constant-product amounts with Griddle's 0.25% swap fee, as the router
/// and off-chain code compute them.
library GriddleLibrary {
    /// @notice The two tokens are the same address.
    error IdenticalAddresses(address token);
    /// @notice A token is the zero address.
    error ZeroAddress();
    /// @notice An amount to quote or price is zero.
    error ZeroAmount();
    /// @notice A reserve is zero, so there is no price.
    error ZeroReserves(uint256 reserveIn, uint256 reserveOut);
    /// @notice The output asked for is at least the whole reserve.
    error ExceedsReserve(uint256 amountOut, uint256 reserveOut);
    /// @notice A path needs at least two tokens.
    error PathTooShort(uint256 length);

    // Amounts in basis points: a swap keeps 9975 of every 10000 units of input as effective input.
    uint256 private constant _FEE_DENOMINATOR = 10_000;
    uint256 private constant _INPUT_AFTER_FEE = 9975;

    /// @notice The two tokens in the pair's order (token0 < token1).
    function sortTokens(address tokenA, address tokenB) internal pure returns (address token0, address token1) {
        if (tokenA == tokenB) revert IdenticalAddresses(tokenA);
        (token0, token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
        if (token0 == address(0)) revert ZeroAddress();
    }

    /// @notice The CREATE2 address of the pair of two tokens, without any call.
    /// @param initCodeHash The factory's `INIT_CODE_PAIR_HASH`.
    function pairFor(address factory, bytes32 initCodeHash, address tokenA, address tokenB)
        internal
        pure
        returns (address pair)
    {
        (address token0, address token1) = sortTokens(tokenA, tokenB);
        pair = address(
            uint160(
                uint256(
                    keccak256(
                        abi.encodePacked(
                            hex"ff", factory, keccak256(abi.encodePacked(token0, token1)), initCodeHash
                        )
                    )
                )
            )
        );
    }

    /// @notice The reserves of a pair in the order of `tokenA`, `tokenB`.
    function getReserves(address factory, bytes32 initCodeHash, address tokenA, address tokenB)
        internal
        view
        returns (uint256 reserveA, uint256 reserveB)
    {
        return getReserves(pairFor(factory, initCodeHash, tokenA, tokenB), tokenA, tokenB);
    }

    /// @notice The reserves of a known pair of `tokenA` and `tokenB`, in the order of `tokenA`, `tokenB`.
    function getReserves(address pair, address tokenA, address tokenB)
        internal
        view
        returns (uint256 reserveA, uint256 reserveB)
    {
        (uint256 reserve0, uint256 reserve1,) = IGriddlePair(pair).getReserves();
        (reserveA, reserveB) = tokenA < tokenB ? (reserve0, reserve1) : (reserve1, reserve0);
    }

    /// @notice The amount of B worth `amountA` at the reserve ratio, without fee.
    function quote(uint256 amountA, uint256 reserveA, uint256 reserveB) internal pure returns (uint256 amountB) {
        if (amountA == 0) revert ZeroAmount();
        if (reserveA == 0 || reserveB == 0) revert ZeroReserves(reserveA, reserveB);
        amountB = amountA * reserveB / reserveA;
    }

    /// @notice The largest output the pair's fee-adjusted k check accepts for `amountIn`:
    /// floor(amountIn·9975·reserveOut / (reserveIn·10000 + amountIn·9975)).
    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut)
        internal
        pure
        returns (uint256 amountOut)
    {
        if (amountIn == 0) revert ZeroAmount();
        if (reserveIn == 0 || reserveOut == 0) revert ZeroReserves(reserveIn, reserveOut);
        uint256 amountInWithFee = amountIn * _INPUT_AFTER_FEE;
        amountOut = amountInWithFee * reserveOut / (reserveIn * _FEE_DENOMINATOR + amountInWithFee);
    }

    /// @notice An input the pair accepts for `amountOut` (rounded up, as in Uniswap V2).
    function getAmountIn(uint256 amountOut, uint256 reserveIn, uint256 reserveOut)
        internal
        pure
        returns (uint256 amountIn)
    {
        if (amountOut == 0) revert ZeroAmount();
        if (reserveIn == 0 || reserveOut == 0) revert ZeroReserves(reserveIn, reserveOut);
        if (amountOut >= reserveOut) revert ExceedsReserve(amountOut, reserveOut);
        // unchecked: amountOut < reserveOut was checked just above.
        uint256 reserveLeft;
        unchecked {
            reserveLeft = reserveOut - amountOut;
        }
        amountIn = reserveIn * amountOut * _FEE_DENOMINATOR / (reserveLeft * _INPUT_AFTER_FEE) + 1;
    }

    /// @notice `getAmountOut` along `path`; `amounts[0]` is `amountIn`, the last entry the final output.
    function getAmountsOut(address factory, bytes32 initCodeHash, uint256 amountIn, address[] memory path)
        internal
        view
        returns (uint256[] memory amounts)
    {
        if (path.length < 2) revert PathTooShort(path.length);
        amounts = new uint256[](path.length);
        amounts[0] = amountIn;
        for (uint256 i; i < path.length - 1; ++i) {
            (uint256 reserveIn, uint256 reserveOut) = getReserves(factory, initCodeHash, path[i], path[i + 1]);
            amounts[i + 1] = getAmountOut(amounts[i], reserveIn, reserveOut);
        }
    }

    /// @notice `getAmountIn` backwards along `path`; the last entry is `amountOut`, `amounts[0]` the input.
    function getAmountsIn(address factory, bytes32 initCodeHash, uint256 amountOut, address[] memory path)
        internal
        view
        returns (uint256[] memory amounts)
    {
        if (path.length < 2) revert PathTooShort(path.length);
        amounts = new uint256[](path.length);
        amounts[amounts.length - 1] = amountOut;
        for (uint256 i = path.length - 1; i > 0; --i) {
            (uint256 reserveIn, uint256 reserveOut) = getReserves(factory, initCodeHash, path[i - 1], path[i]);
            amounts[i - 1] = getAmountIn(amounts[i], reserveIn, reserveOut);
        }
    }
}

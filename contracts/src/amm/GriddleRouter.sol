// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IGriddleFactory} from "../interfaces/IGriddleFactory.sol";
import {IGriddlePair} from "../interfaces/IGriddlePair.sol";
import {IGriddleRouter} from "../interfaces/IGriddleRouter.sol";
import {IWBNB} from "../interfaces/IWBNB.sol";
import {GriddleLibrary} from "./GriddleLibrary.sol";

/// @title GriddleRouter
/// @notice The user-facing entry to Griddle pairs: liquidity and swaps with deadlines and minimum
/// amounts, native BNB through WBNB, and fee-on-transfer token support (Uniswap V2 Router02 ABI).
/// @dev The router never holds tokens between calls; pairs are found by CREATE2 address, not by a
/// factory lookup, which saves a call per pair.
contract GriddleRouter is IGriddleRouter {
    using SafeERC20 for IERC20;

    /// @inheritdoc IGriddleRouter
    address public immutable factory;
    /// @inheritdoc IGriddleRouter
    address public immutable WETH;
    // Read once from the factory so pair addresses need no call.
    bytes32 private immutable _initCodeHash;

    modifier ensure(uint256 deadline) {
        _checkDeadline(deadline);
        _;
    }

    constructor(address factory_, address wbnb) {
        factory = factory_;
        WETH = wbnb;
        _initCodeHash = IGriddleFactory(factory_).INIT_CODE_PAIR_HASH();
    }

    /// @notice Accepts BNB only from WBNB while unwrapping, so nobody strands coins here by mistake.
    receive() external payable {
        if (msg.sender != WETH) revert NotWBNB(msg.sender);
    }

    /// @inheritdoc IGriddleRouter
    function WBNB() external view returns (address) {
        return WETH;
    }

    // ---------------------------------------------------------------- liquidity

    /// @inheritdoc IGriddleRouter
    function addLiquidity(
        address tokenA,
        address tokenB,
        uint256 amountADesired,
        uint256 amountBDesired,
        uint256 amountAMin,
        uint256 amountBMin,
        address to,
        uint256 deadline
    ) external returns (uint256 amountA, uint256 amountB, uint256 liquidity) {
        // A call rather than the `ensure` modifier: the modifier's copy of the deadline would not fit the stack.
        _checkDeadline(deadline);
        address pair;
        (amountA, amountB, pair) =
            _addLiquidity(tokenA, tokenB, amountADesired, amountBDesired, amountAMin, amountBMin);
        IERC20(tokenA).safeTransferFrom(msg.sender, pair, amountA);
        IERC20(tokenB).safeTransferFrom(msg.sender, pair, amountB);
        liquidity = IGriddlePair(pair).mint(to);
    }

    /// @inheritdoc IGriddleRouter
    function addLiquidityETH(
        address token,
        uint256 amountTokenDesired,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline
    ) external payable ensure(deadline) returns (uint256 amountToken, uint256 amountETH, uint256 liquidity) {
        address pair;
        (amountToken, amountETH, pair) =
            _addLiquidity(token, WETH, amountTokenDesired, msg.value, amountTokenMin, amountETHMin);
        IERC20(token).safeTransferFrom(msg.sender, pair, amountToken);
        _wrapTo(pair, amountETH);
        liquidity = IGriddlePair(pair).mint(to);
        // unchecked: _addLiquidity never uses more than the desired amount, which is msg.value.
        unchecked {
            if (msg.value > amountETH) _sendNative(msg.sender, msg.value - amountETH);
        }
    }

    /// @inheritdoc IGriddleRouter
    function removeLiquidity(
        address tokenA,
        address tokenB,
        uint256 liquidity,
        uint256 amountAMin,
        uint256 amountBMin,
        address to,
        uint256 deadline
    ) public ensure(deadline) returns (uint256 amountA, uint256 amountB) {
        address pair = _pairFor(tokenA, tokenB);
        return _removeLiquidity(pair, tokenA, tokenB, liquidity, amountAMin, amountBMin, to);
    }

    /// @inheritdoc IGriddleRouter
    function removeLiquidityETH(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline
    ) public ensure(deadline) returns (uint256 amountToken, uint256 amountETH) {
        address pair = _pairFor(token, WETH);
        (amountToken, amountETH) = _removeLiquidityETH(pair, token, liquidity, amountTokenMin, amountETHMin, to, false);
    }

    /// @inheritdoc IGriddleRouter
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
    ) external returns (uint256 amountA, uint256 amountB) {
        _permit(_pairFor(tokenA, tokenB), liquidity, deadline, approveMax, v, r, s);
        (amountA, amountB) = removeLiquidity(tokenA, tokenB, liquidity, amountAMin, amountBMin, to, deadline);
    }

    /// @inheritdoc IGriddleRouter
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
    ) external returns (uint256 amountToken, uint256 amountETH) {
        _permit(_pairFor(token, WETH), liquidity, deadline, approveMax, v, r, s);
        (amountToken, amountETH) = removeLiquidityETH(token, liquidity, amountTokenMin, amountETHMin, to, deadline);
    }

    /// @inheritdoc IGriddleRouter
    function removeLiquidityETHSupportingFeeOnTransferTokens(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline
    ) public ensure(deadline) returns (uint256 amountETH) {
        address pair = _pairFor(token, WETH);
        (, amountETH) = _removeLiquidityETH(pair, token, liquidity, amountTokenMin, amountETHMin, to, true);
    }

    /// @inheritdoc IGriddleRouter
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
    ) external returns (uint256 amountETH) {
        _permit(_pairFor(token, WETH), liquidity, deadline, approveMax, v, r, s);
        amountETH = removeLiquidityETHSupportingFeeOnTransferTokens(
            token, liquidity, amountTokenMin, amountETHMin, to, deadline
        );
    }

    // ---------------------------------------------------------------- swaps

    /// @inheritdoc IGriddleRouter
    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256[] memory amounts) {
        amounts = _amountsOutAtLeast(amountIn, path, amountOutMin);
        IERC20(path[0]).safeTransferFrom(msg.sender, _pairFor(path[0], path[1]), amounts[0]);
        _swap(amounts, path, to);
    }

    /// @inheritdoc IGriddleRouter
    function swapTokensForExactTokens(
        uint256 amountOut,
        uint256 amountInMax,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256[] memory amounts) {
        amounts = _amountsInAtMost(amountOut, path, amountInMax);
        IERC20(path[0]).safeTransferFrom(msg.sender, _pairFor(path[0], path[1]), amounts[0]);
        _swap(amounts, path, to);
    }

    /// @inheritdoc IGriddleRouter
    function swapExactETHForTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external
        payable
        ensure(deadline)
        returns (uint256[] memory amounts)
    {
        if (path[0] != WETH) revert InvalidPath();
        amounts = _amountsOutAtLeast(msg.value, path, amountOutMin);
        _wrapTo(_pairFor(path[0], path[1]), amounts[0]);
        _swap(amounts, path, to);
    }

    /// @inheritdoc IGriddleRouter
    function swapTokensForExactETH(
        uint256 amountOut,
        uint256 amountInMax,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256[] memory amounts) {
        if (path[path.length - 1] != WETH) revert InvalidPath();
        amounts = _amountsInAtMost(amountOut, path, amountInMax);
        IERC20(path[0]).safeTransferFrom(msg.sender, _pairFor(path[0], path[1]), amounts[0]);
        _swap(amounts, path, address(this));
        _unwrapTo(to, amountOut);
    }

    /// @inheritdoc IGriddleRouter
    function swapExactTokensForETH(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256[] memory amounts) {
        if (path[path.length - 1] != WETH) revert InvalidPath();
        amounts = _amountsOutAtLeast(amountIn, path, amountOutMin);
        IERC20(path[0]).safeTransferFrom(msg.sender, _pairFor(path[0], path[1]), amounts[0]);
        _swap(amounts, path, address(this));
        _unwrapTo(to, amounts[amounts.length - 1]);
    }

    /// @inheritdoc IGriddleRouter
    function swapETHForExactTokens(uint256 amountOut, address[] calldata path, address to, uint256 deadline)
        external
        payable
        ensure(deadline)
        returns (uint256[] memory amounts)
    {
        if (path[0] != WETH) revert InvalidPath();
        amounts = _amountsInAtMost(amountOut, path, msg.value);
        _wrapTo(_pairFor(path[0], path[1]), amounts[0]);
        _swap(amounts, path, to);
        // unchecked: _amountsInAtMost guarantees amounts[0] <= msg.value.
        unchecked {
            if (msg.value > amounts[0]) _sendNative(msg.sender, msg.value - amounts[0]);
        }
    }

    /// @inheritdoc IGriddleRouter
    function swapExactTokensForTokensSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) {
        IERC20(path[0]).safeTransferFrom(msg.sender, _pairFor(path[0], path[1]), amountIn);
        IERC20 tokenOut = IERC20(path[path.length - 1]);
        uint256 balanceBefore = tokenOut.balanceOf(to);
        _swapSupportingFeeOnTransferTokens(path, to);
        _checkReceived(tokenOut.balanceOf(to) - balanceBefore, amountOutMin);
    }

    /// @inheritdoc IGriddleRouter
    function swapExactETHForTokensSupportingFeeOnTransferTokens(
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external payable ensure(deadline) {
        if (path[0] != WETH) revert InvalidPath();
        _wrapTo(_pairFor(path[0], path[1]), msg.value);
        IERC20 tokenOut = IERC20(path[path.length - 1]);
        uint256 balanceBefore = tokenOut.balanceOf(to);
        _swapSupportingFeeOnTransferTokens(path, to);
        _checkReceived(tokenOut.balanceOf(to) - balanceBefore, amountOutMin);
    }

    /// @inheritdoc IGriddleRouter
    function swapExactTokensForETHSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) {
        if (path[path.length - 1] != WETH) revert InvalidPath();
        IERC20(path[0]).safeTransferFrom(msg.sender, _pairFor(path[0], path[1]), amountIn);
        _swapSupportingFeeOnTransferTokens(path, address(this));
        uint256 amountOut = IERC20(WETH).balanceOf(address(this));
        _checkReceived(amountOut, amountOutMin);
        _unwrapTo(to, amountOut);
    }

    // ---------------------------------------------------------------- quotes

    /// @inheritdoc IGriddleRouter
    function quote(uint256 amountA, uint256 reserveA, uint256 reserveB) external pure returns (uint256 amountB) {
        return GriddleLibrary.quote(amountA, reserveA, reserveB);
    }

    /// @inheritdoc IGriddleRouter
    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut)
        external
        pure
        returns (uint256 amountOut)
    {
        return GriddleLibrary.getAmountOut(amountIn, reserveIn, reserveOut);
    }

    /// @inheritdoc IGriddleRouter
    function getAmountIn(uint256 amountOut, uint256 reserveIn, uint256 reserveOut)
        external
        pure
        returns (uint256 amountIn)
    {
        return GriddleLibrary.getAmountIn(amountOut, reserveIn, reserveOut);
    }

    /// @inheritdoc IGriddleRouter
    function getAmountsOut(uint256 amountIn, address[] calldata path) external view returns (uint256[] memory) {
        return GriddleLibrary.getAmountsOut(factory, _initCodeHash, amountIn, path);
    }

    /// @inheritdoc IGriddleRouter
    function getAmountsIn(uint256 amountOut, address[] calldata path) external view returns (uint256[] memory) {
        return GriddleLibrary.getAmountsIn(factory, _initCodeHash, amountOut, path);
    }

    // ---------------------------------------------------------------- internals

    /// @dev The amounts that keep the pool's ratio within the caller's desired and minimum amounts;
    /// creates the pair first if it does not exist.
    function _addLiquidity(
        address tokenA,
        address tokenB,
        uint256 amountADesired,
        uint256 amountBDesired,
        uint256 amountAMin,
        uint256 amountBMin
    ) private returns (uint256 amountA, uint256 amountB, address pair) {
        pair = _pairFor(tokenA, tokenB);
        // Only the factory deploys code at a pair's CREATE2 address, so "no code" means "no pair";
        // checking the code is cheaper than asking the factory.
        if (pair.code.length == 0) IGriddleFactory(factory).createPair(tokenA, tokenB);
        (uint256 reserveA, uint256 reserveB) = GriddleLibrary.getReserves(pair, tokenA, tokenB);
        if (reserveA == 0 && reserveB == 0) return (amountADesired, amountBDesired, pair);

        uint256 amountBOptimal = GriddleLibrary.quote(amountADesired, reserveA, reserveB);
        if (amountBOptimal <= amountBDesired) {
            if (amountBOptimal < amountBMin) revert InsufficientBAmount(amountBOptimal, amountBMin);
            return (amountADesired, amountBOptimal, pair);
        }
        uint256 amountAOptimal = GriddleLibrary.quote(amountBDesired, reserveB, reserveA);
        // Cannot fail: amountBDesired < quote(amountADesired) implies quote(amountBDesired) <= amountADesired.
        assert(amountAOptimal <= amountADesired);
        if (amountAOptimal < amountAMin) revert InsufficientAAmount(amountAOptimal, amountAMin);
        return (amountAOptimal, amountBDesired, pair);
    }

    /// @dev Moves the caller's LP tokens to the pair, burns them and checks the minimum amounts.
    function _removeLiquidity(
        address pair,
        address tokenA,
        address tokenB,
        uint256 liquidity,
        uint256 amountAMin,
        uint256 amountBMin,
        address to
    ) private returns (uint256 amountA, uint256 amountB) {
        // The LP token reverts on failure, so its return value needs no check.
        IGriddlePair(pair).transferFrom(msg.sender, pair, liquidity);
        (uint256 amount0, uint256 amount1) = IGriddlePair(pair).burn(to);
        (amountA, amountB) = tokenA < tokenB ? (amount0, amount1) : (amount1, amount0);
        if (amountA < amountAMin) revert InsufficientAAmount(amountA, amountAMin);
        if (amountB < amountBMin) revert InsufficientBAmount(amountB, amountBMin);
    }

    /// @dev Removes token/WBNB liquidity through the router, then forwards the token and unwraps the
    /// WBNB to `to`. For fee-on-transfer tokens it forwards what actually arrived.
    function _removeLiquidityETH(
        address pair,
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        bool feeOnTransfer
    ) private returns (uint256 amountToken, uint256 amountETH) {
        (amountToken, amountETH) =
            _removeLiquidity(pair, token, WETH, liquidity, amountTokenMin, amountETHMin, address(this));
        if (feeOnTransfer) amountToken = IERC20(token).balanceOf(address(this));
        IERC20(token).safeTransfer(to, amountToken);
        _unwrapTo(to, amountETH);
    }

    /// @dev Approves the router for the caller's LP tokens by signature. The deadline is checked here
    /// as well, so an expired call fails with the router's `Expired` like the other functions.
    function _permit(address pair, uint256 liquidity, uint256 deadline, bool approveMax, uint8 v, bytes32 r, bytes32 s)
        private
        ensure(deadline)
    {
        uint256 value = approveMax ? type(uint256).max : liquidity;
        IGriddlePair(pair).permit(msg.sender, address(this), value, deadline, v, r, s);
    }

    /// @dev Swaps along `path`; `amounts` were computed for the current reserves and the first pair
    /// already holds `amounts[0]`. Each pair pays straight into the next one.
    function _swap(uint256[] memory amounts, address[] calldata path, address to) private {
        uint256 hops = path.length - 1;
        address pair = _pairFor(path[0], path[1]);
        for (uint256 i; i < hops; ++i) {
            address input = path[i];
            address output = path[i + 1];
            uint256 amountOut = amounts[i + 1];
            address next = i + 1 < hops ? _pairFor(output, path[i + 2]) : to;
            (uint256 amount0Out, uint256 amount1Out) = input < output ? (uint256(0), amountOut) : (amountOut, 0);
            IGriddlePair(pair).swap(amount0Out, amount1Out, next, "");
            pair = next;
        }
    }

    /// @dev As `_swap`, but each hop's input is what the pair actually received, for tokens that
    /// take a fee on transfer.
    function _swapSupportingFeeOnTransferTokens(address[] calldata path, address to) private {
        uint256 hops = path.length - 1;
        address pair = _pairFor(path[0], path[1]);
        for (uint256 i; i < hops; ++i) {
            address input = path[i];
            address output = path[i + 1];
            (uint256 reserveInput, uint256 reserveOutput) = GriddleLibrary.getReserves(pair, input, output);
            uint256 amountInput = IERC20(input).balanceOf(pair) - reserveInput;
            uint256 amountOut = GriddleLibrary.getAmountOut(amountInput, reserveInput, reserveOutput);
            address next = i + 1 < hops ? _pairFor(output, path[i + 2]) : to;
            (uint256 amount0Out, uint256 amount1Out) = input < output ? (uint256(0), amountOut) : (amountOut, 0);
            IGriddlePair(pair).swap(amount0Out, amount1Out, next, "");
            pair = next;
        }
    }

    function _amountsOutAtLeast(uint256 amountIn, address[] calldata path, uint256 amountOutMin)
        private
        view
        returns (uint256[] memory amounts)
    {
        amounts = GriddleLibrary.getAmountsOut(factory, _initCodeHash, amountIn, path);
        _checkReceived(amounts[amounts.length - 1], amountOutMin);
    }

    function _amountsInAtMost(uint256 amountOut, address[] calldata path, uint256 amountInMax)
        private
        view
        returns (uint256[] memory amounts)
    {
        amounts = GriddleLibrary.getAmountsIn(factory, _initCodeHash, amountOut, path);
        if (amounts[0] > amountInMax) revert ExcessiveInputAmount(amounts[0], amountInMax);
    }

    function _checkDeadline(uint256 deadline) private view {
        if (deadline < block.timestamp) revert Expired(deadline, block.timestamp);
    }

    function _checkReceived(uint256 amountOut, uint256 amountOutMin) private pure {
        if (amountOut < amountOutMin) revert InsufficientOutputAmount(amountOut, amountOutMin);
    }

    function _pairFor(address tokenA, address tokenB) private view returns (address) {
        return GriddleLibrary.pairFor(factory, _initCodeHash, tokenA, tokenB);
    }

    function _wrapTo(address to, uint256 amount) private {
        IWBNB(WETH).deposit{value: amount}();
        IERC20(WETH).safeTransfer(to, amount);
    }

    function _unwrapTo(address to, uint256 amount) private {
        IWBNB(WETH).withdraw(amount);
        _sendNative(to, amount);
    }

    function _sendNative(address to, uint256 amount) private {
        (bool success,) = to.call{value: amount}("");
        if (!success) revert NativeTransferFailed(to, amount);
    }
}

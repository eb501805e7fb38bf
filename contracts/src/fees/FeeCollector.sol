// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {IGriddleFactory} from "../interfaces/IGriddleFactory.sol";
import {IGriddlePair} from "../interfaces/IGriddlePair.sol";

/// @title FeeCollector
/// @notice The factory's `feeTo`. Pairs mint it LP tokens worth 8/25 of the 0.25% swap fee (0.08% of
/// volume); `convert` turns them into the spec's split: 3/8 of the underlying tokens to the treasury
/// (0.03% of volume) and 5/8 bought back as CAKE and burnt (0.05%), so liquidity providers keep 0.17%.
/// @dev Swaps go straight through factory pairs, without the router, along a route of bridge tokens:
/// the direct token/CAKE pair when it exists, else the token's bridge (WBNB unless the owner set another
/// one, e.g. BUSD for a token paired only with BUSD), and on from there, at most `MAX_HOPS` swaps.
/// Uniswap V2 mints the protocol fee lazily, at a pair's next mint or burn, so `convert` burns what has
/// been minted so far; the LP minted by its own burn waits for the next call. Fee-on-transfer tokens
/// (SAFEMOON) work: amounts are measured where they arrive, and such a token's own fee applies to the
/// treasury transfer unless the token exempts this collector.
contract FeeCollector is Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    /// @notice Where bought-back CAKE goes: nobody holds the key of this address.
    address public constant BURN_ADDRESS = 0x000000000000000000000000000000000000dEaD;
    /// @notice Parts of every converted token sent to the treasury, out of `SHARE_DENOMINATOR`.
    uint256 public constant TREASURY_SHARE = 3;
    /// @notice Parts of every converted token bought back as CAKE and burnt, out of `SHARE_DENOMINATOR`.
    uint256 public constant BURN_SHARE = 5;
    /// @notice Denominator of the two shares.
    uint256 public constant SHARE_DENOMINATOR = 8;
    /// @notice Longest route from a token to CAKE.
    uint256 public constant MAX_HOPS = 3;

    // The pairs' 0.25% fee, as in their `swap` check: output for `amountIn` keeps 9975 of 10000.
    uint256 private constant _FEE_DENOMINATOR = 10_000;
    uint256 private constant _AFTER_FEE = 9_975;

    /// @notice The factory whose pairs this collector converts and trades through.
    IGriddleFactory public immutable factory;
    /// @notice The token bought back and burnt.
    address public immutable cake;
    /// @notice The default bridge towards CAKE.
    address public immutable wbnb;

    address private _treasury;
    mapping(address token => address bridge) private _bridges;

    /// @notice Only externally owned accounts may convert.
    error CallerNotEOA(address caller);
    /// @notice The address is not a pair of `factory`.
    error NotFactoryPair(address pair);
    /// @notice The collector holds no LP tokens of the pair.
    error NothingToConvert(address pair);
    /// @notice No pair leads from `token` towards CAKE along its bridges.
    error NoRouteToCake(address token);
    /// @notice Reaching CAKE from `token` takes more than `MAX_HOPS` swaps (or the bridges loop).
    error RouteTooLong(address token);
    /// @notice `bridge` cannot be the bridge of `token`.
    error InvalidBridge(address token, address bridge);
    /// @notice The address must not be zero.
    error ZeroAddress();

    /// @notice The treasury changed from `previousTreasury` to `newTreasury`.
    event TreasuryChanged(address indexed previousTreasury, address indexed newTreasury);
    /// @notice Conversions of `token` now go through `bridge` (zero: the default, WBNB).
    event BridgeSet(address indexed token, address indexed bridge);
    /// @notice The collector's LP tokens of `pair` were burnt and split.
    /// @param treasuryAmount0 token0 sent to the treasury.
    /// @param treasuryAmount1 token1 sent to the treasury.
    /// @param cakeBurnt CAKE sent to `BURN_ADDRESS`.
    event Converted(
        address indexed pair,
        address indexed caller,
        uint256 liquidity,
        uint256 treasuryAmount0,
        uint256 treasuryAmount1,
        uint256 cakeBurnt
    );

    /// @param factory_ The factory that sets this collector as `feeTo`.
    /// @param cake_ The CAKE token.
    /// @param wbnb_ The wrapped native coin, the default bridge.
    /// @param treasury_ Receives 3/8 of the protocol fee.
    /// @param initialOwner May change the treasury and the bridges.
    constructor(IGriddleFactory factory_, address cake_, address wbnb_, address treasury_, address initialOwner)
        Ownable(initialOwner)
    {
        if (address(factory_) == address(0) || cake_ == address(0) || wbnb_ == address(0)) revert ZeroAddress();
        if (treasury_ == address(0)) revert ZeroAddress();
        factory = factory_;
        cake = cake_;
        wbnb = wbnb_;
        _treasury = treasury_;
        emit TreasuryChanged(address(0), treasury_);
    }

    /// @notice Receiver of 3/8 of the protocol fee.
    function treasury() external view returns (address) {
        return _treasury;
    }

    /// @notice The next token on the way from `token` to CAKE when `token` has no CAKE pair.
    function bridgeFor(address token) public view returns (address) {
        address bridge = _bridges[token];
        return bridge == address(0) ? wbnb : bridge;
    }

    /// @notice Hands the treasury share to `newTreasury`.
    /// Requirements:
    /// - the caller is the owner;
    /// - `newTreasury` is not zero.
    function setTreasury(address newTreasury) external onlyOwner {
        if (newTreasury == address(0)) revert ZeroAddress();
        address previous = _treasury;
        _treasury = newTreasury;
        emit TreasuryChanged(previous, newTreasury);
    }

    /// @notice Routes conversions of `token` through `bridge` when `token` has no CAKE pair; zero
    /// restores the default, WBNB.
    /// Requirements:
    /// - the caller is the owner;
    /// - `token` is neither CAKE nor WBNB, and `bridge` is not `token`.
    function setBridge(address token, address bridge) external onlyOwner {
        if (token == cake || token == wbnb || bridge == token) revert InvalidBridge(token, bridge);
        _bridges[token] = bridge;
        emit BridgeSet(token, bridge);
    }

    /// @notice Burns the collector's LP tokens of `pair`, sends 3/8 of both tokens to the treasury and
    /// buys CAKE with the other 5/8, which it sends to `BURN_ADDRESS`.
    /// @dev Anyone may call it, but only from an externally owned account: the swaps accept whatever
    /// price the pools give, so a contract that could call it between two trades of its own in one
    /// transaction (possibly with flash-borrowed funds) would sandwich the buyback risk-free. From an
    /// EOA the price cannot be moved around it atomically. Amounts too small to buy any CAKE stay here
    /// (or, when a transfer fee eats the last unit of output, are left to the pool's LPs).
    /// Requirements:
    /// - the caller is an externally owned account (`tx.origin == msg.sender`);
    /// - `pair` is a pair of `factory` and the collector holds some of its LP tokens;
    /// - each token reaches CAKE in at most `MAX_HOPS` swaps through existing pairs.
    /// @return cakeBurnt The CAKE sent to `BURN_ADDRESS`.
    function convert(address pair) external nonReentrant returns (uint256 cakeBurnt) {
        if (tx.origin != msg.sender) revert CallerNotEOA(msg.sender);
        address token0 = IGriddlePair(pair).token0();
        address token1 = IGriddlePair(pair).token1();
        if (factory.getPair(token0, token1) != pair) revert NotFactoryPair(pair);
        uint256 liquidity = IGriddlePair(pair).balanceOf(address(this));
        if (liquidity == 0) revert NothingToConvert(pair);

        (uint256 received0, uint256 received1) = _burnLiquidity(pair, token0, token1, liquidity);
        (uint256 treasury0, uint256 cake0) = _split(token0, received0);
        (uint256 treasury1, uint256 cake1) = _split(token1, received1);
        cakeBurnt = cake0 + cake1;
        if (cakeBurnt > 0) IERC20(cake).safeTransfer(BURN_ADDRESS, cakeBurnt);
        emit Converted(pair, msg.sender, liquidity, treasury0, treasury1, cakeBurnt);
    }

    /// @dev Returns the LP tokens to the pair and burns them. The amounts are measured rather than taken
    /// from `burn`, so a fee-on-transfer token is split by what actually arrived.
    function _burnLiquidity(address pair, address token0, address token1, uint256 liquidity)
        private
        returns (uint256 received0, uint256 received1)
    {
        uint256 before0 = IERC20(token0).balanceOf(address(this));
        uint256 before1 = IERC20(token1).balanceOf(address(this));
        IERC20(pair).safeTransfer(pair, liquidity);
        IGriddlePair(pair).burn(address(this));
        received0 = IERC20(token0).balanceOf(address(this)) - before0;
        received1 = IERC20(token1).balanceOf(address(this)) - before1;
    }

    /// @dev Sends the treasury its share of `amount` and turns the rest into CAKE held here.
    function _split(address token, uint256 amount) private returns (uint256 toTreasury, uint256 cakeOut) {
        toTreasury = amount * TREASURY_SHARE / SHARE_DENOMINATOR;
        if (toTreasury > 0) IERC20(token).safeTransfer(_treasury, toTreasury);
        cakeOut = _toCake(token, amount - toTreasury);
    }

    /// @dev Buys CAKE with `amount` of `token` held here, hop by hop along the bridges.
    function _toCake(address token, uint256 amount) private returns (uint256) {
        for (uint256 hop = 0; hop <= MAX_HOPS; ++hop) {
            if (token == cake || amount == 0) return amount;
            if (hop == MAX_HOPS) break;
            address next = cake;
            address pair = factory.getPair(token, cake);
            if (pair == address(0)) {
                if (token == wbnb) revert NoRouteToCake(token);
                next = bridgeFor(token);
                pair = factory.getPair(token, next);
                if (pair == address(0)) revert NoRouteToCake(token);
            }
            uint256 out = _quote(pair, token, amount);
            if (out == 0) return 0;
            amount = _swap(pair, token, next, amount);
            token = next;
        }
        revert RouteTooLong(token);
    }

    /// @dev The output of selling `amountIn` of `tokenIn` into `pair` at its reserves, before any transfer fee.
    function _quote(address pair, address tokenIn, uint256 amountIn) private view returns (uint256) {
        (uint256 reserveIn, uint256 reserveOut) = _reserves(pair, tokenIn);
        return _getAmountOut(amountIn, reserveIn, reserveOut);
    }

    /// @dev Sells `amountIn` of `tokenIn` into `pair` and returns the `tokenOut` received here. The input
    /// is measured at the pair, so a token that takes a fee on transfer still trades at a fair output.
    function _swap(address pair, address tokenIn, address tokenOut, uint256 amountIn) private returns (uint256) {
        (uint256 reserveIn, uint256 reserveOut) = _reserves(pair, tokenIn);
        IERC20(tokenIn).safeTransfer(pair, amountIn);
        uint256 arrived = IERC20(tokenIn).balanceOf(pair) - reserveIn;
        uint256 amountOut = _getAmountOut(arrived, reserveIn, reserveOut);
        if (amountOut == 0) return 0;
        (uint256 amount0Out, uint256 amount1Out) = tokenIn < tokenOut ? (uint256(0), amountOut) : (amountOut, uint256(0));
        uint256 before = IERC20(tokenOut).balanceOf(address(this));
        IGriddlePair(pair).swap(amount0Out, amount1Out, address(this), "");
        return IERC20(tokenOut).balanceOf(address(this)) - before;
    }

    function _reserves(address pair, address tokenIn) private view returns (uint256 reserveIn, uint256 reserveOut) {
        (uint112 reserve0, uint112 reserve1,) = IGriddlePair(pair).getReserves();
        (reserveIn, reserveOut) = tokenIn == IGriddlePair(pair).token0() ? (reserve0, reserve1) : (reserve1, reserve0);
    }

    /// @dev Uniswap V2's formula at the pairs' 0.25% fee.
    function _getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) private pure returns (uint256) {
        if (reserveIn == 0 || reserveOut == 0) return 0;
        uint256 amountInWithFee = amountIn * _AFTER_FEE;
        return amountInWithFee * reserveOut / (reserveIn * _FEE_DENOMINATOR + amountInWithFee);
    }
}

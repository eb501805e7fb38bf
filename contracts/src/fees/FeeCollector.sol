// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {IGriddleFactory} from "../interfaces/IGriddleFactory.sol";
import {IGriddlePair} from "../interfaces/IGriddlePair.sol";
import {PairTwapGuard} from "./PairTwapGuard.sol";

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
///
/// Anyone may trigger the buyback, so anyone may try to sandwich it: move a pool's price, let the
/// collector trade, move it back, in one transaction (an EIP-7702 account carries code, so checking
/// `tx.origin == msg.sender` no longer rules that out) or in a private bundle. Two rules make that
/// pointless, whoever calls:
/// - Price (`PairTwapGuard`): each swap needs the pool's price within `maxPriceDeviationBps` (2%
///   unless the owner sets 0.1% to 5%) of its average over at least `twapWindow` (30 minutes, 5 minutes
///   to a day), which trades within a block cannot move. A large pump makes the buyback revert.
/// - Size: in any block the collector sells at most `MAX_TRADE_PER_BLOCK_BPS` (0.1%) of a pool's reserve
///   of the token it sells. Moving a pool's price by a fraction d costs the mover about 0.25% x R x d in
///   the two legs' fees (R the reserve), while a buy of X at a price d worse loses about X x d, so with X
///   at most 0.1% of R a pump within the band costs the attacker 2.5 times what it could take. What the
///   limit leaves over stays here for the next `convert` or `buyBack`, in a later block.
/// Burning the LP tokens needs neither rule: at any reserves the burn returns the pool's share, and
/// reserves pushed off the market price are worth more, not less, at the market price.
contract FeeCollector is Ownable, ReentrancyGuard, PairTwapGuard {
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
    /// @notice Most the collector sells into one pool in one block, in basis points of the pool's reserve
    /// of the token sold. Below the pools' 0.25% fee, so no sandwich of it pays (see the contract notes).
    uint256 public constant MAX_TRADE_PER_BLOCK_BPS = 10;

    // The pairs' 0.25% fee, as in their `swap` check: output for `amountIn` keeps 9975 of 10000.
    uint256 private constant _FEE_DENOMINATOR = 10_000;
    uint256 private constant _AFTER_FEE = 9_975;

    /// @notice The factory whose pairs this collector converts and trades through.
    IGriddleFactory public immutable factory;
    /// @notice The token bought back and burnt.
    address public immutable cake;
    /// @notice The default bridge towards CAKE.
    address public immutable wbnb;

    /// @dev What the collector sold of a token into a pool in one block.
    struct BlockTrade {
        uint64 blockNumber;
        uint192 amountIn;
    }

    address private _treasury;
    mapping(address token => address bridge) private _bridges;
    mapping(address pair => mapping(address tokenIn => BlockTrade)) private _blockTrades;

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
    /// @notice The collector's balance of `token` (left over by earlier conversions) bought CAKE, and
    /// `cakeBurnt` CAKE were sent to `BURN_ADDRESS`.
    event BoughtBack(address indexed token, address indexed caller, uint256 cakeBurnt);

    /// @param factory_ The factory that sets this collector as `feeTo`.
    /// @param cake_ The CAKE token.
    /// @param wbnb_ The wrapped native coin, the default bridge.
    /// @param treasury_ Receives 3/8 of the protocol fee.
    /// @param initialOwner May change the treasury, the bridges and the price guard's window and band.
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

    /// @notice Averages the buyback trusts span at least `window` seconds. A longer window is harder to
    /// move but follows the market more slowly.
    /// Requirements:
    /// - the caller is the owner;
    /// - `window` is within [`MIN_TWAP_WINDOW`, `MAX_TWAP_WINDOW`].
    function setTwapWindow(uint256 window) external onlyOwner {
        _setTwapWindow(window);
    }

    /// @notice Swaps need a pool price within `deviationBps` basis points of its average.
    /// Requirements:
    /// - the caller is the owner;
    /// - `deviationBps` is within [`MIN_PRICE_DEVIATION_BPS`, `MAX_PRICE_DEVIATION_BPS`].
    function setMaxPriceDeviation(uint256 deviationBps) external onlyOwner {
        _setMaxPriceDeviation(deviationBps);
    }

    /// @notice Records the prices of every pool `convert(pair)` trades through, so that it can run once
    /// the observations are `twapWindow` old. A pool observed less than a window ago is left as it is.
    /// Keepers call it once per pair; `convert` keeps the observations fresh afterwards.
    /// Requirements:
    /// - `pair` is a pair of `factory`;
    /// - each of its tokens reaches CAKE in at most `MAX_HOPS` swaps through existing pairs.
    function observe(address pair) external nonReentrant {
        (address token0, address token1) = _tokensOf(pair);
        _observeRoute(token0);
        _observeRoute(token1);
    }

    /// @notice Burns the collector's LP tokens of `pair`, sends 3/8 of both tokens to the treasury and
    /// buys CAKE with what it holds of them, within this block's limit per pool, and burns all its CAKE.
    /// @dev Amounts too small to buy any CAKE, or over the block's limit, stay here (or, when a transfer
    /// fee eats the last unit of output, are left to the pool's LPs).
    /// Requirements:
    /// - `pair` is a pair of `factory` and the collector holds some of its LP tokens;
    /// - each token reaches CAKE in at most `MAX_HOPS` swaps through existing pairs;
    /// - every pool traded through was observed at least `twapWindow` ago (see `observe`), and its price
    ///   is within `maxPriceDeviationBps` of its average since then.
    /// @return cakeBurnt The CAKE sent to `BURN_ADDRESS`.
    function convert(address pair) external nonReentrant returns (uint256 cakeBurnt) {
        (address token0, address token1) = _tokensOf(pair);
        uint256 liquidity = IGriddlePair(pair).balanceOf(address(this));
        if (liquidity == 0) revert NothingToConvert(pair);

        (uint256 received0, uint256 received1) = _burnLiquidity(pair, token0, token1, liquidity);
        uint256 treasury0 = _payTreasury(token0, received0);
        uint256 treasury1 = _payTreasury(token1, received1);
        _buyCake(token0);
        _buyCake(token1);
        cakeBurnt = _burnCake();
        emit Converted(pair, msg.sender, liquidity, treasury0, treasury1, cakeBurnt);
    }

    /// @notice Buys CAKE with the collector's balance of `token`, which conversions leave over when a pool's
    /// limit for the block is reached, within this block's limits, and burns all the collector's CAKE.
    /// Requirements:
    /// - `token` reaches CAKE in at most `MAX_HOPS` swaps through existing pairs;
    /// - the pools traded through satisfy the same price rules as in `convert`.
    /// @return cakeBurnt The CAKE sent to `BURN_ADDRESS`.
    function buyBack(address token) external nonReentrant returns (uint256 cakeBurnt) {
        _buyCake(token);
        cakeBurnt = _burnCake();
        emit BoughtBack(token, msg.sender, cakeBurnt);
    }

    function _tokensOf(address pair) private view returns (address token0, address token1) {
        token0 = IGriddlePair(pair).token0();
        token1 = IGriddlePair(pair).token1();
        if (factory.getPair(token0, token1) != pair) revert NotFactoryPair(pair);
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

    /// @dev Sends the treasury its 3/8 of `amount`; the rest stays for the buyback.
    function _payTreasury(address token, uint256 amount) private returns (uint256 toTreasury) {
        toTreasury = amount * TREASURY_SHARE / SHARE_DENOMINATOR;
        if (toTreasury > 0) IERC20(token).safeTransfer(_treasury, toTreasury);
    }

    function _burnCake() private returns (uint256 burnt) {
        burnt = IERC20(cake).balanceOf(address(this));
        if (burnt > 0) IERC20(cake).safeTransfer(BURN_ADDRESS, burnt);
    }

    /// @dev Sells the collector's whole balance of `token`, hop by hop along the bridges, towards CAKE,
    /// stopping where a pool's limit for the block is reached. Each hop sells all of its input token held
    /// here, so what earlier calls left over goes along.
    function _buyCake(address token) private {
        for (uint256 hop = 0; token != cake; ++hop) {
            uint256 amount = IERC20(token).balanceOf(address(this));
            if (amount == 0) return;
            if (hop == MAX_HOPS) revert RouteTooLong(token);
            (address pair, address next) = _nextHop(token);
            if (!_swap(pair, token, next, amount)) return;
            token = next;
        }
    }

    /// @dev Observes every pool on the way from `token` to CAKE.
    function _observeRoute(address token) private {
        for (uint256 hop = 0; token != cake; ++hop) {
            if (hop == MAX_HOPS) revert RouteTooLong(token);
            (address pair, address next) = _nextHop(token);
            _observe(pair);
            token = next;
        }
    }

    /// @dev The pair `token` is sold into on its way to CAKE, and the token it buys there.
    function _nextHop(address token) private view returns (address pair, address next) {
        next = cake;
        pair = factory.getPair(token, cake);
        if (pair == address(0)) {
            if (token == wbnb) revert NoRouteToCake(token);
            next = bridgeFor(token);
            pair = factory.getPair(token, next);
            if (pair == address(0)) revert NoRouteToCake(token);
        }
    }

    /// @dev Sells up to `amount` of `tokenIn` held here into `pair`, as much as the block's limit allows, if
    /// the pair's price passes the guard. The input is measured at the pair, so a token that takes a fee
    /// on transfer still trades at a fair output. Returns whether any `tokenOut` arrived.
    function _swap(address pair, address tokenIn, address tokenOut, uint256 amount) private returns (bool) {
        bool sellsToken0 = tokenIn < tokenOut;
        (uint256 reserveIn, uint256 reserveOut) = _reserves(pair, sellsToken0);
        uint256 amountIn = _takeBlockAllowance(pair, tokenIn, reserveIn, amount);
        if (_getAmountOut(amountIn, reserveIn, reserveOut) == 0) return false;
        _checkPrice(pair, sellsToken0, reserveIn, reserveOut);
        _observe(pair);

        IERC20(tokenIn).safeTransfer(pair, amountIn);
        uint256 arrived = IERC20(tokenIn).balanceOf(pair) - reserveIn;
        uint256 amountOut = _getAmountOut(arrived, reserveIn, reserveOut);
        if (amountOut == 0) return false;
        (uint256 amount0Out, uint256 amount1Out) = sellsToken0 ? (uint256(0), amountOut) : (amountOut, uint256(0));
        IGriddlePair(pair).swap(amount0Out, amount1Out, address(this), "");
        return true;
    }

    /// @dev How much of `amount` may still be sold into `pair` in this block, which it then counts as sold:
    /// at most `MAX_TRADE_PER_BLOCK_BPS` of the reserve without the collector's own sales of the block, so
    /// that selling again in the block does not raise the limit.
    function _takeBlockAllowance(address pair, address tokenIn, uint256 reserveIn, uint256 amount)
        private
        returns (uint256 amountIn)
    {
        BlockTrade storage traded = _blockTrades[pair][tokenIn];
        uint256 sold = traded.blockNumber == block.number ? traded.amountIn : 0;
        if (sold >= reserveIn) return 0;
        uint256 limit = (reserveIn - sold) * MAX_TRADE_PER_BLOCK_BPS / _FEE_DENOMINATOR;
        if (sold >= limit) return 0;
        amountIn = Math.min(amount, limit - sold);
        traded.blockNumber = uint64(block.number);
        // The cast is safe: `sold + amountIn` is at most `limit`, below a 112-bit reserve.
        traded.amountIn = uint192(sold + amountIn);
    }

    function _reserves(address pair, bool sellsToken0) private view returns (uint256 reserveIn, uint256 reserveOut) {
        (uint112 reserve0, uint112 reserve1,) = IGriddlePair(pair).getReserves();
        (reserveIn, reserveOut) = sellsToken0 ? (reserve0, reserve1) : (reserve1, reserve0);
    }

    /// @dev Uniswap V2's formula at the pairs' 0.25% fee.
    function _getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) private pure returns (uint256) {
        if (reserveIn == 0 || reserveOut == 0) return 0;
        uint256 amountInWithFee = amountIn * _AFTER_FEE;
        return amountInWithFee * reserveOut / (reserveIn * _FEE_DENOMINATOR + amountInWithFee);
    }
}

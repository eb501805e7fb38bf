// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IGriddlePair} from "../interfaces/IGriddlePair.sol";

/// @title PairTwapGuard
/// @notice Refuses to trade through a pair whose price an attacker may have set within the current block:
/// a trade may go ahead only while the pair's price is within `maxPriceDeviationBps` of its time-weighted
/// average over at least `twapWindow` seconds.
/// @dev The average comes from the pairs' Uniswap V2 accumulators. A pair adds `price * elapsed` to
/// `priceXCumulativeLast` on the first trade of a block, with the reserves from before that trade, so
/// nothing done within a block moves the accumulator at that block's timestamp: to shift a 30-minute
/// average by 2% an attacker must hold the price 2% off for the whole window, in blocks open to every
/// arbitrageur. Each pair keeps two observations, at least `twapWindow` apart: once both exist one of them
/// is always old enough, so nobody can keep a pair unusable by observing it again and again.
abstract contract PairTwapGuard {
    /// @notice Shortest averaging window the owner may set.
    uint256 public constant MIN_TWAP_WINDOW = 5 minutes;
    /// @notice Longest averaging window the owner may set.
    uint256 public constant MAX_TWAP_WINDOW = 1 days;
    /// @notice Tightest price band the owner may set, in basis points of the average.
    uint256 public constant MIN_PRICE_DEVIATION_BPS = 10;
    /// @notice Widest price band the owner may set, in basis points of the average.
    uint256 public constant MAX_PRICE_DEVIATION_BPS = 500;

    uint256 private constant _BPS = 10_000;

    /// @notice A pair's accumulated prices at `timestamp` (zero: no observation).
    struct Observation {
        uint64 timestamp;
        uint256 price0Cumulative;
        uint256 price1Cumulative;
    }

    mapping(address pair => Observation[2]) private _observations;
    uint256 private _twapWindow = 30 minutes;
    uint256 private _maxPriceDeviationBps = 200;

    /// @notice Nobody has observed `pair` yet: call `observe` and wait `twapWindow`.
    error NoPriceObservation(address pair);
    /// @notice `pair`'s only observation is younger than `twapWindow`; it can be used from `usableAt`.
    error PriceObservationTooRecent(address pair, uint256 usableAt);
    /// @notice `pair`'s price (`spotPrice`, UQ112x112, of the token sold in the token bought) is further
    /// than `maxPriceDeviationBps` from its time-weighted average `twapPrice`.
    error PriceDeviatesFromTwap(address pair, uint256 spotPrice, uint256 twapPrice);
    /// @notice `window` is outside [`MIN_TWAP_WINDOW`, `MAX_TWAP_WINDOW`].
    error TwapWindowOutOfBounds(uint256 window);
    /// @notice `deviationBps` is outside [`MIN_PRICE_DEVIATION_BPS`, `MAX_PRICE_DEVIATION_BPS`].
    error PriceDeviationOutOfBounds(uint256 deviationBps);

    /// @notice `pair`'s accumulated prices were recorded.
    event PriceObserved(address indexed pair, uint256 price0Cumulative, uint256 price1Cumulative);
    /// @notice Averages now span at least `window` seconds.
    event TwapWindowSet(uint256 window);
    /// @notice Trades now need a price within `deviationBps` of the average.
    event MaxPriceDeviationSet(uint256 deviationBps);

    /// @notice Minimum age, in seconds, of the observation an average starts from.
    function twapWindow() public view returns (uint256) {
        return _twapWindow;
    }

    /// @notice Largest distance, in basis points of the average, between a pair's price and its average.
    function maxPriceDeviationBps() public view returns (uint256) {
        return _maxPriceDeviationBps;
    }

    /// @notice Both observations of `pair`, in storage order (either may be the newer one).
    function observations(address pair) external view returns (Observation[2] memory) {
        return _observations[pair];
    }

    /// @dev Records `pair`'s accumulated prices unless its newest observation is younger than the window.
    function _observe(address pair) internal {
        Observation[2] storage slots = _observations[pair];
        uint256 newer = slots[0].timestamp >= slots[1].timestamp ? 0 : 1;
        uint256 newest = slots[newer].timestamp;
        if (newest != 0 && block.timestamp - newest < _twapWindow) return;
        Observation storage older = slots[1 - newer];
        (uint256 price0Cumulative, uint256 price1Cumulative) = _currentCumulativePrices(pair);
        older.timestamp = uint64(block.timestamp);
        older.price0Cumulative = price0Cumulative;
        older.price1Cumulative = price1Cumulative;
        emit PriceObserved(pair, price0Cumulative, price1Cumulative);
    }

    /// @dev Reverts unless the price of `pair`'s reserves, selling token0 when `sellsToken0` (else token1), is
    /// within the allowed band around its average since the newest observation at least a window old.
    function _checkPrice(address pair, bool sellsToken0, uint256 reserveIn, uint256 reserveOut) internal view {
        Observation storage start = _usableObservation(pair);
        (uint256 price0Cumulative, uint256 price1Cumulative) = _currentCumulativePrices(pair);
        uint256 twapPrice;
        // unchecked: the accumulators wrap by design, so their difference is taken modulo 2^256; the
        // elapsed time is at least the window (never zero) since `_usableObservation` checked it.
        unchecked {
            uint256 accumulated = sellsToken0
                ? price0Cumulative - start.price0Cumulative
                : price1Cumulative - start.price1Cumulative;
            twapPrice = accumulated / (block.timestamp - start.timestamp);
        }
        // The spot price in UQ112x112, times _BPS so that the band's edges compare exactly. Reserves fit in
        // 112 bits and prices in 224, so nothing here comes near 256 bits.
        uint256 scaledSpotPrice = (reserveOut << 112) * _BPS / reserveIn;
        uint256 deviation = _maxPriceDeviationBps;
        if (scaledSpotPrice < twapPrice * (_BPS - deviation) || scaledSpotPrice > twapPrice * (_BPS + deviation)) {
            revert PriceDeviatesFromTwap(pair, scaledSpotPrice / _BPS, twapPrice);
        }
    }

    /// @dev Requirements: `window` within [`MIN_TWAP_WINDOW`, `MAX_TWAP_WINDOW`].
    function _setTwapWindow(uint256 window) internal {
        if (window < MIN_TWAP_WINDOW || window > MAX_TWAP_WINDOW) revert TwapWindowOutOfBounds(window);
        _twapWindow = window;
        emit TwapWindowSet(window);
    }

    /// @dev Requirements: `deviationBps` within [`MIN_PRICE_DEVIATION_BPS`, `MAX_PRICE_DEVIATION_BPS`].
    function _setMaxPriceDeviation(uint256 deviationBps) internal {
        if (deviationBps < MIN_PRICE_DEVIATION_BPS || deviationBps > MAX_PRICE_DEVIATION_BPS) {
            revert PriceDeviationOutOfBounds(deviationBps);
        }
        _maxPriceDeviationBps = deviationBps;
        emit MaxPriceDeviationSet(deviationBps);
    }

    /// @dev The newest observation at least a window old: the shortest average that qualifies.
    function _usableObservation(address pair) private view returns (Observation storage) {
        Observation[2] storage slots = _observations[pair];
        (Observation storage newer, Observation storage older) =
            slots[0].timestamp >= slots[1].timestamp ? (slots[0], slots[1]) : (slots[1], slots[0]);
        if (newer.timestamp == 0) revert NoPriceObservation(pair);
        uint256 window = _twapWindow;
        if (block.timestamp - newer.timestamp >= window) return newer;
        if (older.timestamp != 0 && block.timestamp - older.timestamp >= window) return older;
        revert PriceObservationTooRecent(pair, (older.timestamp != 0 ? older.timestamp : newer.timestamp) + window);
    }

    /// @dev The pair's accumulators as its next `_update` in this block would leave them: the stored ones
    /// plus the current reserves' price for the seconds since the last update. Within the block of a trade
    /// that time is zero, so this block's trades never count.
    function _currentCumulativePrices(address pair)
        private
        view
        returns (uint256 price0Cumulative, uint256 price1Cumulative)
    {
        price0Cumulative = IGriddlePair(pair).price0CumulativeLast();
        price1Cumulative = IGriddlePair(pair).price1CumulativeLast();
        (uint112 reserve0, uint112 reserve1, uint32 updatedAt) = IGriddlePair(pair).getReserves();
        // unchecked: as in the pair's `_update`, the 32-bit time difference and the accumulators wrap by
        // design, and a UQ112x112 price times a uint32 fits in 256 bits.
        unchecked {
            uint32 elapsed = uint32(block.timestamp) - updatedAt;
            if (elapsed > 0 && reserve0 != 0 && reserve1 != 0) {
                price0Cumulative += ((uint256(reserve1) << 112) / reserve0) * elapsed;
                price1Cumulative += ((uint256(reserve0) << 112) / reserve1) * elapsed;
            }
        }
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {GriddleFactory} from "../../../src/amm/GriddleFactory.sol";
import {GriddlePair} from "../../../src/amm/GriddlePair.sol";
import {AmmFlashAttacker} from "../mocks/AmmFlashAttacker.sol";
import {AmmAssertions} from "../utils/AmmTest.sol";

/// @dev A token the handler can create out of nothing (the test tokens and the fee-on-transfer mock).
interface IMintable {
    function mint(address to, uint256 amount) external;
}

/// @dev Everything an attacker and a liquidity provider can do to one pair, whatever its tokens:
/// swaps from one wei to the 112-bit limit, flash swaps repaid in full, repaid short or re-entering,
/// donations, skim, sync, adds and removes, and the protocol fee switched on and off. Tokens reach the
/// pair only through transfers, so a fee-on-transfer or reflection token is taxed on the way in.
/// It records in flags, as it goes, every breach of the rules below; the invariant test asserts them.
/// - The pair never takes less than its 0.25% fee: asking one unit more than `getAmountOut` reverts.
/// - The reserve product never falls across a swap or a flash swap.
/// - A flash swap repaid short or re-entering the pair reverts.
/// - Skim pays out exactly the excess over the reserves and leaves the reserves alone; after sync the
///   reserves are the balances.
/// - At every mint or burn the protocol fee is exactly s·(√k − √kLast)·8 / (17·√k + 8·√kLast), so
///   feeTo's share of the pool is at most 8/25 of its growth, kLast is the new reserve product while
///   the fee is on and zero once it is off, and the value of an LP share (√k / supply) never falls.
contract GriddlePairHandler is AmmAssertions {
    GriddlePair public immutable pair;
    GriddleFactory public immutable factory;
    address public immutable feeTo;
    AmmFlashAttacker public immutable attacker;
    IERC20 private immutable _token0;
    IERC20 private immutable _token1;
    bool private immutable _mintable0;
    bool private immutable _mintable1;

    /// @dev What was sent to the pair and taken in by no update yet (donations and the input of swaps
    /// that bought nothing): the only excess over the reserves the pair may ever hold.
    uint256[2] public unaccounted;

    bool public feeBypassed;
    bool public kFellAcrossASwap;
    bool public flashRepaidShortSucceeded;
    bool public flashReentrySucceeded;
    bool public skimTouchedReserves;
    bool public syncLeftAGap;
    bool public protocolFeeAboveItsShare;
    bool public protocolFeeMiscounted;
    bool public kLastWrong;
    bool public shareValueFell;

    uint256 public swaps;
    uint256 public flashSwaps;
    uint256 public liquidityEvents;
    uint256 public feeSwitches;

    uint256[2] private _seed;
    uint256 private _lastRootK;
    uint256 private _lastSupply;

    struct FeeSnapshot {
        bool feeOn;
        uint256 kLast;
        uint256 reserve0;
        uint256 reserve1;
        uint256 supply;
        uint256 feeToBalance;
    }

    /// @param mintable Per side, whether the handler mints the token; otherwise it spends its own balance.
    /// @param seed0 The first deposit of token0, sent (taxed) and minted to this handler.
    constructor(GriddlePair pair_, address feeTo_, bool[2] memory mintable, uint256 seed0, uint256 seed1) {
        pair = pair_;
        factory = GriddleFactory(pair_.factory());
        feeTo = feeTo_;
        attacker = new AmmFlashAttacker();
        _token0 = IERC20(pair_.token0());
        _token1 = IERC20(pair_.token1());
        (_mintable0, _mintable1) = (mintable[0], mintable[1]);
        _seed = [seed0, seed1];
    }

    /// @dev The first deposit, once the handler holds what it spends (called by the test after funding).
    function seed() external {
        _send(0, address(pair), _seed[0]);
        _send(1, address(pair), _seed[1]);
        _mintChecked();
    }

    // ------------------------------------------------------------------ trades

    /// @dev Sells `amountSeed`-derived tokens of one side, as the router's fee-on-transfer variant
    /// does: the input is what the pair received. First asks one unit more than the formula allows.
    function swap(bool zeroForOne, uint256 amountSeed) external {
        uint256 sideIn = zeroForOne ? 0 : 1;
        (uint256 reserve0, uint256 reserve1) = _reserves();
        uint256 amount = _pickAmount(amountSeed, _capacity(sideIn));
        if (amount == 0) return;
        _send(sideIn, address(pair), amount);
        (uint256 reserveIn, uint256 reserveOut) = zeroForOne ? (reserve0, reserve1) : (reserve1, reserve0);
        uint256 received = _balance(sideIn) - reserveIn;
        uint256 amountOut = received * 9975 * reserveOut / (reserveIn * 10_000 + received * 9975);

        // One unit more must fail the fee-adjusted product, unless tokens already sitting on the output
        // side (a donation) count as input and pay for it.
        if (amountOut + 1 < reserveOut && unaccounted[1 - sideIn] == 0) {
            try pair.swap(zeroForOne ? 0 : amountOut + 1, zeroForOne ? amountOut + 1 : 0, address(this), "") {
                feeBypassed = true;
            } catch {}
        }
        if (amountOut == 0) {
            // Bought nothing: what arrived stays in the pair as a donation (`received` counts the
            // earlier ones too).
            unaccounted[sideIn] = received;
            return;
        }
        pair.swap(zeroForOne ? 0 : amountOut, zeroForOne ? amountOut : 0, address(this), "");
        _afterUpdate(reserve0, reserve1);
        ++swaps;
    }

    /// @dev Borrows one token and repays through the callback: in full with the fee, short, or by
    /// re-entering. Only the full repayment may succeed.
    function flashSwap(bool borrow0, uint256 amountSeed, uint8 modeSeed) external {
        uint256 side = borrow0 ? 0 : 1;
        (uint256 reserve0, uint256 reserve1) = _reserves();
        uint256 reserve = borrow0 ? reserve0 : reserve1;
        if (reserve < 2) return;
        uint256 amount = _pickAmount(amountSeed, reserve - 1);
        // The fee on a loan repaid in the same token: the repayment r needs r·9975 ≥ amount·10000.
        uint256 repay = Math.ceilDiv(amount * 10_000, 9975);
        // Tokens already waiting on that side count as repayment.
        uint256 owed = repay > unaccounted[side] ? repay - unaccounted[side] : 0;
        // The attacker's own money for the fee and any transfer tax, on top of what it borrows.
        if (owed > 0 && !_fundAttacker(side, owed / 4 + repay / 100 + 10)) return;

        AmmFlashAttacker.Mode mode = AmmFlashAttacker.Mode(modeSeed % 3);
        if (mode == AmmFlashAttacker.Mode.RepayToTarget) {
            if (_flash(side, amount, mode, reserve - amount + unaccounted[side] + repay)) {
                _afterUpdate(reserve0, reserve1);
                ++flashSwaps;
            }
        } else if (mode == AmmFlashAttacker.Mode.RepayShort) {
            // Tokens waiting on the other side would count as input and could pay legitimately.
            if (owed == 0 || unaccounted[1 - side] != 0) return;
            if (_flash(side, amount, mode, owed - 1)) flashRepaidShortSucceeded = true;
        } else if (_flash(side, amount, mode, 0)) {
            flashReentrySucceeded = true;
        }
    }

    function _flash(uint256 side, uint256 amount, AmmFlashAttacker.Mode mode, uint256 target)
        private
        returns (bool succeeded)
    {
        (uint256 out0, uint256 out1) = side == 0 ? (amount, uint256(0)) : (uint256(0), amount);
        try attacker.attack(pair, out0, out1, mode, target) {
            succeeded = true;
        } catch {}
    }

    // ------------------------------------------------------------------ donations, skim, sync

    function donate(bool side0, uint256 amountSeed) external {
        uint256 side = side0 ? 0 : 1;
        uint256 amount = _pickAmount(amountSeed, _capacity(side));
        if (amount == 0) return;
        unaccounted[side] += _send(side, address(pair), amount);
    }

    /// @dev The attacker takes whatever the pair holds beyond its reserves.
    function skim() external {
        (uint256 reserve0, uint256 reserve1) = _reserves();
        pair.skim(address(attacker));
        (uint256 after0, uint256 after1) = _reserves();
        if (after0 != reserve0 || after1 != reserve1) skimTouchedReserves = true;
        if (_balance(0) != reserve0 || _balance(1) != reserve1) skimTouchedReserves = true;
        unaccounted = [uint256(0), 0];
    }

    function sync() external {
        (uint256 reserve0, uint256 reserve1) = _reserves();
        pair.sync();
        (uint256 after0, uint256 after1) = _reserves();
        if (after0 != _balance(0) || after1 != _balance(1)) syncLeftAGap = true;
        if (after0 * after1 < reserve0 * reserve1) kFellAcrossASwap = true;
        unaccounted = [uint256(0), 0];
    }

    // ------------------------------------------------------------------ liquidity and the fee switch

    function addLiquidity(uint256 amountSeed) external {
        (uint256 reserve0, uint256 reserve1) = _reserves();
        uint256 amount0 = _pickAmount(amountSeed, _capacity(0));
        if (amount0 == 0) return;
        uint256 amount1 = amount0 * reserve1 / reserve0 + 1;
        if (amount1 > _capacity(1)) return;
        _send(0, address(pair), amount0);
        _send(1, address(pair), amount1);
        (uint256 balance0, uint256 balance1) = (_balance(0), _balance(1));
        uint256 supply = pair.totalSupply();
        // A deposit worth less than one LP unit reverts by design; leave it as a donation.
        if ((balance0 - reserve0) * supply / reserve0 == 0 || (balance1 - reserve1) * supply / reserve1 == 0) {
            unaccounted = [balance0 - reserve0, balance1 - reserve1];
            return;
        }
        _mintChecked();
    }

    function removeLiquidity(uint256 liquiditySeed) external {
        uint256 held = pair.balanceOf(address(this));
        if (held == 0) return;
        uint256 liquidity = bound(liquiditySeed, 1, held);
        uint256 supply = pair.totalSupply();
        // Burns that would return nothing of a token revert by design.
        if (liquidity * _balance(0) / supply == 0 || liquidity * _balance(1) / supply == 0) return;
        FeeSnapshot memory snapshot = _snapshotFee();
        pair.transfer(address(pair), liquidity);
        pair.burn(address(this));
        _afterLiquidityEvent(snapshot);
    }

    /// @dev The fee setter points the protocol fee at the collector or switches it off.
    function switchProtocolFee(bool on) external {
        factory.setFeeTo(on ? feeTo : address(0));
        ++feeSwitches;
    }

    // ------------------------------------------------------------------ internals

    function _mintChecked() private {
        FeeSnapshot memory snapshot = _snapshotFee();
        pair.mint(address(this));
        _afterLiquidityEvent(snapshot);
    }

    function _snapshotFee() private view returns (FeeSnapshot memory snapshot) {
        (snapshot.reserve0, snapshot.reserve1) = _reserves();
        snapshot.feeOn = factory.feeTo() != address(0);
        snapshot.kLast = pair.kLast();
        snapshot.supply = pair.totalSupply();
        snapshot.feeToBalance = pair.balanceOf(feeTo);
    }

    function _afterLiquidityEvent(FeeSnapshot memory before) private {
        uint256 minted = pair.balanceOf(feeTo) - before.feeToBalance;
        uint256 expected;
        if (before.feeOn && before.kLast != 0) {
            uint256 rootK = Math.sqrt(before.reserve0 * before.reserve1);
            uint256 rootKLast = Math.sqrt(before.kLast);
            if (rootK > rootKLast) {
                expected = before.supply * (rootK - rootKLast) * 8 / (17 * rootK + 8 * rootKLast);
                // feeTo's share of the pool, minted / (supply + minted), is at most 8/25 of the
                // relative growth of sqrt(k) since the last liquidity event.
                if (minted * 25 * rootK > 8 * (rootK - rootKLast) * (before.supply + minted)) {
                    protocolFeeAboveItsShare = true;
                }
            }
        }
        if (minted != expected) protocolFeeMiscounted = true;

        (uint256 reserve0, uint256 reserve1) = _reserves();
        uint256 kLast = pair.kLast();
        if (before.feeOn ? kLast != reserve0 * reserve1 : kLast != 0) kLastWrong = true;

        // sqrt(k) per LP share never falls between liquidity events, one unit of the floored root
        // and one part per million allowed for the roots inside the fee formula.
        uint256 rootKNow = Math.sqrt(reserve0 * reserve1);
        uint256 supply = pair.totalSupply();
        if (_lastSupply != 0 && (rootKNow + 1) * _lastSupply * 1_000_000 < _lastRootK * supply * 999_999) {
            shareValueFell = true;
        }
        (_lastRootK, _lastSupply) = (rootKNow, supply);
        unaccounted = [uint256(0), 0];
        ++liquidityEvents;
    }

    function _afterUpdate(uint256 reserve0, uint256 reserve1) private {
        (uint256 after0, uint256 after1) = _reserves();
        if (after0 * after1 < reserve0 * reserve1) kFellAcrossASwap = true;
        unaccounted = [uint256(0), 0];
    }

    /// @dev Sends `amount` of a side to `to` from the handler (minting it first when it can), taxed as
    /// any holder's transfer is; returns what arrived.
    function _send(uint256 side, address to, uint256 amount) private returns (uint256 received) {
        IERC20 token = side == 0 ? _token0 : _token1;
        if (side == 0 ? _mintable0 : _mintable1) IMintable(address(token)).mint(address(this), amount);
        uint256 before = token.balanceOf(to);
        token.transfer(to, amount);
        received = token.balanceOf(to) - before;
    }

    /// @dev Hands the flash attacker `amount` for the fee; false when the handler cannot afford it.
    function _fundAttacker(uint256 side, uint256 amount) private returns (bool) {
        if (amount > _capacity(side)) return false;
        _send(side, address(attacker), amount);
        return true;
    }

    /// @dev The most the handler may send of a side: what keeps the pair's balance within 112 bits,
    /// and for a token it cannot mint, what it holds.
    function _capacity(uint256 side) private view returns (uint256 capacity) {
        uint256 balance = _balance(side);
        capacity = balance >= type(uint112).max ? 0 : type(uint112).max - balance;
        if (!(side == 0 ? _mintable0 : _mintable1)) {
            capacity = Math.min(capacity, (side == 0 ? _token0 : _token1).balanceOf(address(this)));
        }
    }

    /// @dev An amount in [1, max] spread over every order of magnitude: the seed's low byte picks how
    /// many bits to drop from `max`, so one-wei trades are as likely as trades at the 112-bit limit.
    function _pickAmount(uint256 seed_, uint256 max) private pure returns (uint256) {
        if (max == 0) return 0;
        uint256 top = max >> (seed_ % 113);
        if (top == 0) top = 1;
        return bound(seed_ >> 8, 1, top);
    }

    function _balance(uint256 side) private view returns (uint256) {
        return (side == 0 ? _token0 : _token1).balanceOf(address(pair));
    }

    function _reserves() private view returns (uint256 reserve0, uint256 reserve1) {
        (uint112 r0, uint112 r1,) = pair.getReserves();
        (reserve0, reserve1) = (r0, r1);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {GriddleFactory} from "../../src/amm/GriddleFactory.sol";
import {GriddleLibrary} from "../../src/amm/GriddleLibrary.sol";
import {GriddlePair} from "../../src/amm/GriddlePair.sol";
import {AmmTestToken} from "./mocks/AmmTestToken.sol";
import {AmmAssertions} from "./utils/AmmTest.sol";

/// @dev Random swaps, adds and removes on one pair with the protocol fee on. It records, as it
/// goes, whether the reserve product ever fell across a swap and whether the pool's value per LP
/// share (sqrt(k) / supply) ever fell between liquidity events.
contract GriddlePairHandler is AmmAssertions {
    GriddlePair public immutable pair;
    AmmTestToken private immutable _token0;
    AmmTestToken private immutable _token1;

    bool public kFellAcrossASwap;
    bool public shareValueFell;
    uint256 public swaps;
    uint256 public liquidityEvents;

    uint256 private _lastRootK;
    uint256 private _lastSupply;

    constructor(GriddlePair pair_) {
        pair = pair_;
        _token0 = AmmTestToken(pair_.token0());
        _token1 = AmmTestToken(pair_.token1());
        _provide(1e21, 3e21);
    }

    function swap(bool zeroForOne, uint256 amountIn) external {
        (uint112 reserve0, uint112 reserve1,) = pair.getReserves();
        (uint256 reserveIn, uint256 reserveOut) = zeroForOne ? (reserve0, reserve1) : (reserve1, reserve0);
        amountIn = bound(amountIn, 1e6, reserveIn);
        uint256 amountOut = GriddleLibrary.getAmountOut(amountIn, reserveIn, reserveOut);
        if (amountOut == 0) return;
        (zeroForOne ? _token0 : _token1).mint(address(pair), amountIn);
        pair.swap(zeroForOne ? 0 : amountOut, zeroForOne ? amountOut : 0, address(this), "");
        (uint112 after0, uint112 after1,) = pair.getReserves();
        if (uint256(after0) * after1 < uint256(reserve0) * reserve1) kFellAcrossASwap = true;
        ++swaps;
    }

    function addLiquidity(uint256 amount0) external {
        (uint112 reserve0, uint112 reserve1,) = pair.getReserves();
        amount0 = bound(amount0, 1e9, reserve0);
        uint256 amount1 = amount0 * reserve1 / reserve0 + 1;
        _provide(amount0, amount1);
    }

    function removeLiquidity(uint256 liquidity) external {
        uint256 held = pair.balanceOf(address(this));
        if (held == 0) return;
        liquidity = bound(liquidity, 1, held);
        // Skip burns that would return nothing of a token (they revert by design).
        uint256 supply = pair.totalSupply();
        if (liquidity * _token0.balanceOf(address(pair)) / supply == 0) return;
        if (liquidity * _token1.balanceOf(address(pair)) / supply == 0) return;
        pair.transfer(address(pair), liquidity);
        pair.burn(address(this));
        _recordLiquidityEvent();
    }

    function _provide(uint256 amount0, uint256 amount1) private {
        _token0.mint(address(pair), amount0);
        _token1.mint(address(pair), amount1);
        pair.mint(address(this));
        _recordLiquidityEvent();
    }

    function _recordLiquidityEvent() private {
        (uint112 reserve0, uint112 reserve1,) = pair.getReserves();
        uint256 rootK = Math.sqrt(uint256(reserve0) * reserve1);
        uint256 supply = pair.totalSupply();
        // rootK / supply >= lastRootK / lastSupply, allowing one part per million for the floors
        // of the square roots inside the protocol-fee formula.
        if (_lastSupply != 0 && rootK * _lastSupply * 1_000_000 < _lastRootK * supply * 999_999) {
            shareValueFell = true;
        }
        (_lastRootK, _lastSupply) = (rootK, supply);
        ++liquidityEvents;
    }
}

contract GriddlePairInvariantTest is AmmAssertions {
    address private constant FEE_TO = address(0xFEE7);

    GriddlePairHandler private handler;
    GriddlePair private pair;

    function setUp() public {
        GriddleFactory factory = new GriddleFactory(address(this));
        factory.setFeeTo(FEE_TO);
        AmmTestToken tokenX = new AmmTestToken();
        AmmTestToken tokenY = new AmmTestToken();
        pair = GriddlePair(factory.createPair(address(tokenX), address(tokenY)));
        handler = new GriddlePairHandler(pair);
    }

    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    function invariant_reserveProductNeverFallsAcrossSwaps() public view {
        assertTrue(!handler.kFellAcrossASwap(), "k fell across a swap");
    }

    function invariant_shareValueNeverFalls() public view {
        assertTrue(!handler.shareValueFell(), "sqrt(k) per LP share fell");
    }

    function invariant_reservesEqualBalances() public view {
        (uint112 reserve0, uint112 reserve1,) = pair.getReserves();
        assertEq(reserve0, AmmTestToken(pair.token0()).balanceOf(address(pair)), "reserve0");
        assertEq(reserve1, AmmTestToken(pair.token1()).balanceOf(address(pair)), "reserve1");
    }

    function invariant_minimumLiquidityStaysLockedAndSupplyAddsUp() public view {
        assertEq(pair.balanceOf(address(0)), pair.MINIMUM_LIQUIDITY(), "locked liquidity");
        assertEq(
            pair.totalSupply(),
            pair.balanceOf(address(0)) + pair.balanceOf(address(handler)) + pair.balanceOf(FEE_TO),
            "totalSupply is the sum of balances"
        );
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {GriddleLibrary} from "../../src/amm/GriddleLibrary.sol";
import {AmmFixture} from "./utils/AmmTest.sol";

/// @dev Calls the internal library through external functions, so reverts can be expected.
contract GriddleLibraryHarness {
    function sortTokens(address tokenA, address tokenB) external pure returns (address, address) {
        return GriddleLibrary.sortTokens(tokenA, tokenB);
    }

    function pairFor(address factory, bytes32 initCodeHash, address tokenA, address tokenB)
        external
        pure
        returns (address)
    {
        return GriddleLibrary.pairFor(factory, initCodeHash, tokenA, tokenB);
    }

    function getReserves(address factory, bytes32 initCodeHash, address tokenA, address tokenB)
        external
        view
        returns (uint256, uint256)
    {
        return GriddleLibrary.getReserves(factory, initCodeHash, tokenA, tokenB);
    }
}

contract GriddleLibraryTest is AmmFixture {
    GriddleLibraryHarness private harness;

    function setUp() public override {
        super.setUp();
        harness = new GriddleLibraryHarness();
    }

    function testSortTokensOrdersByAddress() public view {
        (address token0, address token1) = harness.sortTokens(address(tokenB), address(tokenA));
        assertEq(token0, address(tokenA), "token0");
        assertEq(token1, address(tokenB), "token1");
        (token0, token1) = harness.sortTokens(address(tokenA), address(tokenB));
        assertEq(token0, address(tokenA), "token0, already sorted");
        assertEq(token1, address(tokenB), "token1, already sorted");
    }

    function testSortTokensRevertsForIdenticalTokens() public {
        vm.expectRevert(abi.encodeWithSelector(GriddleLibrary.IdenticalAddresses.selector, address(tokenA)));
        harness.sortTokens(address(tokenA), address(tokenA));
    }

    function testSortTokensRevertsForTheZeroAddress() public {
        vm.expectRevert(GriddleLibrary.ZeroAddress.selector);
        harness.sortTokens(address(tokenA), address(0));
    }

    /// pairFor computes, without any call, the address the factory deploys and records in getPair.
    function testPairForEqualsFactoryGetPair(address tokenX, address tokenY) public {
        vm.assume(tokenX != tokenY && tokenX != address(0) && tokenY != address(0));
        address pair = factory.createPair(tokenX, tokenY);
        bytes32 initCodeHash = factory.INIT_CODE_PAIR_HASH();
        assertEq(harness.pairFor(address(factory), initCodeHash, tokenX, tokenY), pair, "pairFor(x, y)");
        assertEq(harness.pairFor(address(factory), initCodeHash, tokenY, tokenX), pair, "pairFor(y, x)");
        assertEq(factory.getPair(tokenX, tokenY), pair, "getPair");
    }

    function testGetReservesFollowsTheArgumentOrder() public {
        _provide(_createPair(tokenA, tokenB), 1e18, 2e18, address(this));
        bytes32 initCodeHash = factory.INIT_CODE_PAIR_HASH();
        (uint256 reserveA, uint256 reserveB) =
            harness.getReserves(address(factory), initCodeHash, address(tokenA), address(tokenB));
        assertEq(reserveA, 1e18, "reserveA");
        assertEq(reserveB, 2e18, "reserveB");
        (reserveB, reserveA) = harness.getReserves(address(factory), initCodeHash, address(tokenB), address(tokenA));
        assertEq(reserveA, 1e18, "reserveA, reversed");
        assertEq(reserveB, 2e18, "reserveB, reversed");
    }

    // The amount functions are reached through the router, which exposes them unchanged.

    function testQuoteUsesTheReserveRatio() public view {
        assertEq(router.quote(1e18, 100, 250), 2.5e18, "quote");
    }

    function testQuoteRevertsForZeroAmountOrReserves() public {
        vm.expectRevert(GriddleLibrary.ZeroAmount.selector);
        router.quote(0, 1, 1);
        vm.expectRevert(abi.encodeWithSelector(GriddleLibrary.ZeroReserves.selector, 0, 1));
        router.quote(1, 0, 1);
        vm.expectRevert(abi.encodeWithSelector(GriddleLibrary.ZeroReserves.selector, 1, 0));
        router.quote(1, 1, 0);
    }

    function testGetAmountOutKnownValue() public view {
        // 1000 in against 100000/100000: 1000*9975*100000 / (100000*10000 + 1000*9975) = 987.6...
        assertEq(router.getAmountOut(1000, 100_000, 100_000), 987, "getAmountOut");
    }

    function testGetAmountOutRevertsForZeroAmountOrReserves() public {
        vm.expectRevert(GriddleLibrary.ZeroAmount.selector);
        router.getAmountOut(0, 1, 1);
        vm.expectRevert(abi.encodeWithSelector(GriddleLibrary.ZeroReserves.selector, 0, 1));
        router.getAmountOut(1, 0, 1);
        vm.expectRevert(abi.encodeWithSelector(GriddleLibrary.ZeroReserves.selector, 1, 0));
        router.getAmountOut(1, 1, 0);
    }

    function testGetAmountInKnownValue() public view {
        // 987 out of 100000/100000: 100000*987*10000 / ((100000-987)*9975) + 1 = 999.5... + 1
        assertEq(router.getAmountIn(987, 100_000, 100_000), 1000, "getAmountIn");
    }

    function testGetAmountInRevertsForZeroAmountReservesOrTooMuchOutput() public {
        vm.expectRevert(GriddleLibrary.ZeroAmount.selector);
        router.getAmountIn(0, 1, 1);
        vm.expectRevert(abi.encodeWithSelector(GriddleLibrary.ZeroReserves.selector, 0, 1));
        router.getAmountIn(1, 0, 1);
        vm.expectRevert(abi.encodeWithSelector(GriddleLibrary.ZeroReserves.selector, 1, 0));
        router.getAmountIn(1, 1, 0);
        vm.expectRevert(abi.encodeWithSelector(GriddleLibrary.ExceedsReserve.selector, 5, 5));
        router.getAmountIn(5, 10, 5);
    }

    /// getAmountIn asks enough: feeding its result to getAmountOut yields at least the wanted output.
    function testGetAmountInCoversTheOutput(uint256 amountOut, uint256 reserveIn, uint256 reserveOut) public view {
        reserveIn = bound(reserveIn, 1, 2 ** 112 - 1);
        reserveOut = bound(reserveOut, 2, 2 ** 112 - 1);
        amountOut = bound(amountOut, 1, reserveOut - 1);
        uint256 amountIn = router.getAmountIn(amountOut, reserveIn, reserveOut);
        assertGe(router.getAmountOut(amountIn, reserveIn, reserveOut), amountOut, "output of getAmountIn");
    }

    function testGetAmountsAlongAPath() public {
        _provide(_createPair(tokenA, tokenB), 10e18, 20e18, address(this));
        _provide(_createPair(tokenB, tokenC), 30e18, 10e18, address(this));
        address[] memory path = _path(address(tokenA), address(tokenB), address(tokenC));

        uint256[] memory out = router.getAmountsOut(1e18, path);
        assertEq(out.length, 3, "getAmountsOut length");
        assertEq(out[0], 1e18, "getAmountsOut[0]");
        assertEq(out[1], router.getAmountOut(1e18, 10e18, 20e18), "getAmountsOut[1]");
        assertEq(out[2], router.getAmountOut(out[1], 30e18, 10e18), "getAmountsOut[2]");

        uint256[] memory ins = router.getAmountsIn(1e17, path);
        assertEq(ins.length, 3, "getAmountsIn length");
        assertEq(ins[2], 1e17, "getAmountsIn[2]");
        assertEq(ins[1], router.getAmountIn(1e17, 30e18, 10e18), "getAmountsIn[1]");
        assertEq(ins[0], router.getAmountIn(ins[1], 10e18, 20e18), "getAmountsIn[0]");
    }

    function testGetAmountsRevertForAShortPath() public {
        address[] memory path = new address[](1);
        path[0] = address(tokenA);
        vm.expectRevert(abi.encodeWithSelector(GriddleLibrary.PathTooShort.selector, 1));
        router.getAmountsOut(1, path);
        vm.expectRevert(abi.encodeWithSelector(GriddleLibrary.PathTooShort.selector, 1));
        router.getAmountsIn(1, path);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {GriddlePair} from "../../src/amm/GriddlePair.sol";
import {GriddleLibrary} from "../../src/amm/GriddleLibrary.sol";
import {IGriddlePair} from "../../src/interfaces/IGriddlePair.sol";
import {IGriddleRouter} from "../../src/interfaces/IGriddleRouter.sol";
import {ReflectionToken} from "../../src/tokens/ReflectionToken.sol";
import {AmmFeeOnTransferToken} from "./mocks/AmmFeeOnTransferToken.sol";
import {AmmNativeRejecter} from "./mocks/AmmNativeRejecter.sol";
import {AmmTestToken} from "./mocks/AmmTestToken.sol";
import {AmmFixture} from "./utils/AmmTest.sol";

contract GriddleRouterTest is AmmFixture {
    address private constant RECIPIENT = address(0x7777);
    uint256 private constant NOW = 1_700_000_000;

    function setUp() public override {
        super.setUp();
        vm.warp(NOW);
        vm.deal(address(this), 1_000_000e18);
        for (uint256 i; i < 3; ++i) {
            AmmTestToken token = [tokenA, tokenB, tokenC][i];
            token.mint(address(this), 1e30);
            token.approve(address(router), type(uint256).max);
        }
    }

    /// @dev Receives native coin from the router (ETH outputs and refunds).
    receive() external payable {}

    function testConstructorWiring() public view {
        assertEq(router.factory(), address(factory), "factory");
        assertEq(router.WETH(), address(wbnb), "WETH");
        assertEq(router.WBNB(), address(wbnb), "WBNB");
    }

    function testReceiveOnlyAcceptsWbnb() public {
        vm.expectRevert(abi.encodeWithSelector(IGriddleRouter.NotWBNB.selector, address(this)));
        payable(address(router)).transfer(1);
    }

    // ------------------------------------------------------------ addLiquidity

    function testAddLiquidityCreatesThePairAndMints() public {
        (uint256 amountA, uint256 amountB, uint256 liquidity) = router.addLiquidity(
            address(tokenB), address(tokenA), 4e18, 1e18, 0, 0, RECIPIENT, NOW
        );
        GriddlePair pair = GriddlePair(factory.getPair(address(tokenA), address(tokenB)));
        assertTrue(address(pair) != address(0), "pair created");
        assertEq(amountA, 4e18, "amountA (tokenB)");
        assertEq(amountB, 1e18, "amountB (tokenA)");
        assertEq(liquidity, 2e18 - 1000, "liquidity");
        assertEq(pair.balanceOf(RECIPIENT), liquidity, "LP tokens to the recipient");
        (uint112 reserve0, uint112 reserve1,) = pair.getReserves();
        assertEq(reserve0, 1e18, "reserve0");
        assertEq(reserve1, 4e18, "reserve1");
    }

    function testAddLiquidityUsesAnExistingEmptyPair() public {
        _createPair(tokenA, tokenB);
        router.addLiquidity(address(tokenA), address(tokenB), 1e18, 1e18, 0, 0, RECIPIENT, NOW);
        assertEq(factory.allPairsLength(), 1, "no second pair");
    }

    function testAddLiquidityTakesAllOfAAndTheMatchingB() public {
        router.addLiquidity(address(tokenA), address(tokenB), 1e18, 2e18, 0, 0, RECIPIENT, NOW);
        (uint256 amountA, uint256 amountB,) =
            router.addLiquidity(address(tokenA), address(tokenB), 1e18, 5e18, 0, 2e18, RECIPIENT, NOW);
        assertEq(amountA, 1e18, "amountA");
        assertEq(amountB, 2e18, "amountB at the pool ratio");
    }

    function testAddLiquidityTakesAllOfBAndTheMatchingA() public {
        router.addLiquidity(address(tokenA), address(tokenB), 1e18, 2e18, 0, 0, RECIPIENT, NOW);
        (uint256 amountA, uint256 amountB,) =
            router.addLiquidity(address(tokenA), address(tokenB), 5e18, 2e18, 1e18, 0, RECIPIENT, NOW);
        assertEq(amountA, 1e18, "amountA at the pool ratio");
        assertEq(amountB, 2e18, "amountB");
    }

    function testAddLiquidityRevertsBelowTheMinimums() public {
        router.addLiquidity(address(tokenA), address(tokenB), 1e18, 2e18, 0, 0, RECIPIENT, NOW);
        vm.expectRevert(abi.encodeWithSelector(IGriddleRouter.InsufficientBAmount.selector, 2e18, 2e18 + 1));
        router.addLiquidity(address(tokenA), address(tokenB), 1e18, 5e18, 0, 2e18 + 1, RECIPIENT, NOW);
        vm.expectRevert(abi.encodeWithSelector(IGriddleRouter.InsufficientAAmount.selector, 1e18, 1e18 + 1));
        router.addLiquidity(address(tokenA), address(tokenB), 5e18, 2e18, 1e18 + 1, 0, RECIPIENT, NOW);
    }

    function testAddLiquidityRevertsAfterTheDeadline() public {
        vm.expectRevert(abi.encodeWithSelector(IGriddleRouter.Expired.selector, NOW - 1, NOW));
        router.addLiquidity(address(tokenA), address(tokenB), 1e18, 1e18, 0, 0, RECIPIENT, NOW - 1);
    }

    function testAddLiquidityRevertsForIdenticalTokens() public {
        vm.expectRevert(abi.encodeWithSelector(GriddleLibrary.IdenticalAddresses.selector, address(tokenA)));
        router.addLiquidity(address(tokenA), address(tokenA), 1e18, 1e18, 0, 0, RECIPIENT, NOW);
    }

    function testAddLiquidityETHWrapsAndRefundsTheExcess() public {
        router.addLiquidityETH{value: 2e18}(address(tokenA), 1e18, 0, 0, RECIPIENT, NOW);
        uint256 balanceBefore = address(this).balance;
        (uint256 amountToken, uint256 amountETH, uint256 liquidity) =
            router.addLiquidityETH{value: 5e18}(address(tokenA), 1e18, 0, 0, RECIPIENT, NOW);
        assertEq(amountToken, 1e18, "amountToken");
        assertEq(amountETH, 2e18, "amountETH at the pool ratio");
        assertEq(address(this).balance, balanceBefore - 2e18, "excess refunded");
        assertEq(address(router).balance, 0, "router keeps no coin");
        GriddlePair pair = GriddlePair(factory.getPair(address(tokenA), address(wbnb)));
        assertEq(pair.balanceOf(RECIPIENT), Math.sqrt(2e18 * 1e18) - 1000 + liquidity, "LP tokens of both adds");
        assertEq(wbnb.balanceOf(address(pair)), 4e18, "WBNB in the pair");
    }

    function testAddLiquidityETHRevertsWhenTheRefundFails() public {
        router.addLiquidityETH{value: 2e18}(address(tokenA), 1e18, 0, 0, RECIPIENT, NOW);
        address rejecter = address(new AmmNativeRejecter());
        vm.deal(rejecter, 5e18);
        tokenA.mint(rejecter, 1e18);
        vm.prank(rejecter);
        tokenA.approve(address(router), type(uint256).max);
        vm.expectRevert(abi.encodeWithSelector(IGriddleRouter.NativeTransferFailed.selector, rejecter, 3e18));
        vm.prank(rejecter);
        router.addLiquidityETH{value: 5e18}(address(tokenA), 1e18, 0, 0, RECIPIENT, NOW);
    }

    function testAddLiquidityETHRevertsAfterTheDeadline() public {
        vm.expectRevert(abi.encodeWithSelector(IGriddleRouter.Expired.selector, NOW - 1, NOW));
        router.addLiquidityETH{value: 1e18}(address(tokenA), 1e18, 0, 0, RECIPIENT, NOW - 1);
    }

    // ------------------------------------------------------------ removeLiquidity

    function testRemoveLiquidityReturnsBothTokens() public {
        (,, uint256 liquidity) =
            router.addLiquidity(address(tokenA), address(tokenB), 1e18, 4e18, 0, 0, address(this), NOW);
        GriddlePair pair = GriddlePair(factory.getPair(address(tokenA), address(tokenB)));
        pair.approve(address(router), liquidity);
        // Token order reversed: amounts come back in the caller's order.
        (uint256 amountB, uint256 amountA) =
            router.removeLiquidity(address(tokenB), address(tokenA), liquidity, 0, 0, RECIPIENT, NOW);
        assertEq(amountA, 1e18 - 500, "amountA");
        assertEq(amountB, 4e18 - 2000, "amountB");
        assertEq(tokenA.balanceOf(RECIPIENT), amountA, "tokenA received");
        assertEq(tokenB.balanceOf(RECIPIENT), amountB, "tokenB received");
        assertEq(pair.balanceOf(address(this)), 0, "LP tokens burned");
    }

    function testRemoveLiquidityRevertsBelowTheMinimums() public {
        (,, uint256 liquidity) =
            router.addLiquidity(address(tokenA), address(tokenB), 1e18, 1e18, 0, 0, address(this), NOW);
        GriddlePair(factory.getPair(address(tokenA), address(tokenB))).approve(address(router), liquidity);
        uint256 out = 1e18 - 1000;
        vm.expectRevert(abi.encodeWithSelector(IGriddleRouter.InsufficientAAmount.selector, out, 1e18));
        router.removeLiquidity(address(tokenA), address(tokenB), liquidity, 1e18, 0, RECIPIENT, NOW);
        vm.expectRevert(abi.encodeWithSelector(IGriddleRouter.InsufficientBAmount.selector, out, 1e18));
        router.removeLiquidity(address(tokenA), address(tokenB), liquidity, 0, 1e18, RECIPIENT, NOW);
    }

    function testRemoveLiquidityRevertsAfterTheDeadline() public {
        vm.expectRevert(abi.encodeWithSelector(IGriddleRouter.Expired.selector, NOW - 1, NOW));
        router.removeLiquidity(address(tokenA), address(tokenB), 1, 0, 0, RECIPIENT, NOW - 1);
    }

    function testRemoveLiquidityETHPaysNativeCoin() public {
        (,, uint256 liquidity) =
            router.addLiquidityETH{value: 4e18}(address(tokenA), 1e18, 0, 0, address(this), NOW);
        GriddlePair(factory.getPair(address(tokenA), address(wbnb))).approve(address(router), liquidity);
        (uint256 amountToken, uint256 amountETH) =
            router.removeLiquidityETH(address(tokenA), liquidity, 0, 0, RECIPIENT, NOW);
        assertEq(amountToken, 1e18 - 500, "amountToken");
        assertEq(amountETH, 4e18 - 2000, "amountETH");
        assertEq(tokenA.balanceOf(RECIPIENT), amountToken, "token received");
        assertEq(RECIPIENT.balance, amountETH, "native coin received");
        assertEq(wbnb.balanceOf(address(router)), 0, "router keeps no WBNB");
    }

    function testRemoveLiquidityETHRevertsWhenTheRecipientRejectsCoin() public {
        (,, uint256 liquidity) =
            router.addLiquidityETH{value: 1e18}(address(tokenA), 1e18, 0, 0, address(this), NOW);
        GriddlePair(factory.getPair(address(tokenA), address(wbnb))).approve(address(router), liquidity);
        address rejecter = address(new AmmNativeRejecter());
        vm.expectRevert(abi.encodeWithSelector(IGriddleRouter.NativeTransferFailed.selector, rejecter, liquidity));
        router.removeLiquidityETH(address(tokenA), liquidity, 0, 0, rejecter, NOW);
    }

    function testRemoveLiquidityWithPermit() public {
        uint256 key = 0xA11CE;
        address owner = vm.addr(key);
        (,, uint256 liquidity) = router.addLiquidity(address(tokenA), address(tokenB), 1e18, 1e18, 0, 0, owner, NOW);
        GriddlePair pair = GriddlePair(factory.getPair(address(tokenA), address(tokenB)));
        (uint8 v, bytes32 r, bytes32 s) = _signPermit(pair, key, liquidity, NOW);
        vm.prank(owner);
        (uint256 amountA, uint256 amountB) = router.removeLiquidityWithPermit(
            address(tokenA), address(tokenB), liquidity, 0, 0, RECIPIENT, NOW, false, v, r, s
        );
        assertEq(amountA, 1e18 - 1000, "amountA");
        assertEq(amountB, 1e18 - 1000, "amountB");
        assertEq(pair.balanceOf(owner), 0, "LP tokens burned");
        assertEq(pair.allowance(owner, address(router)), 0, "exact allowance used up");
    }

    function testRemoveLiquidityWithPermitRevertsAfterTheDeadline() public {
        vm.expectRevert(abi.encodeWithSelector(IGriddleRouter.Expired.selector, NOW - 1, NOW));
        router.removeLiquidityWithPermit(
            address(tokenA), address(tokenB), 1, 0, 0, RECIPIENT, NOW - 1, false, 27, bytes32(0), bytes32(0)
        );
    }

    function testRemoveLiquidityETHWithPermitApprovingMax() public {
        uint256 key = 0xA11CE;
        address owner = vm.addr(key);
        (,, uint256 liquidity) = router.addLiquidityETH{value: 1e18}(address(tokenA), 1e18, 0, 0, owner, NOW);
        GriddlePair pair = GriddlePair(factory.getPair(address(tokenA), address(wbnb)));
        (uint8 v, bytes32 r, bytes32 s) = _signPermit(pair, key, type(uint256).max, NOW);
        vm.prank(owner);
        (uint256 amountToken, uint256 amountETH) = router.removeLiquidityETHWithPermit(
            address(tokenA), liquidity, 0, 0, RECIPIENT, NOW, true, v, r, s
        );
        assertEq(amountToken, liquidity, "amountToken");
        assertEq(RECIPIENT.balance, amountETH, "native coin received");
        assertEq(pair.allowance(owner, address(router)), type(uint256).max, "infinite allowance kept");
    }

    // ------------------------------------------------------------ exact-input swaps

    function testSwapExactTokensForTokensOneHop() public {
        _seed(tokenA, tokenB, 10e18, 20e18);
        uint256 expected = router.getAmountOut(1e18, 10e18, 20e18);
        uint256[] memory amounts = router.swapExactTokensForTokens(
            1e18, expected, _path(address(tokenA), address(tokenB)), RECIPIENT, NOW
        );
        assertEq(amounts[0], 1e18, "amounts[0]");
        assertEq(amounts[1], expected, "amounts[1]");
        assertEq(tokenB.balanceOf(RECIPIENT), expected, "output received");
    }

    function testSwapExactTokensForTokensTwoHopsInReverseTokenOrder() public {
        _seed(tokenA, tokenB, 10e18, 20e18);
        _seed(tokenB, tokenC, 30e18, 10e18);
        address[] memory path = _path(address(tokenC), address(tokenB), address(tokenA));
        uint256[] memory expected = router.getAmountsOut(1e18, path);
        uint256[] memory amounts = router.swapExactTokensForTokens(1e18, 0, path, RECIPIENT, NOW);
        assertEq(amounts[2], expected[2], "amounts[2]");
        assertEq(tokenA.balanceOf(RECIPIENT), expected[2], "output received");
        assertEq(tokenB.balanceOf(RECIPIENT), 0, "nothing left from the middle hop");
    }

    function testSwapExactTokensForTokensRevertsBelowTheMinimum() public {
        _seed(tokenA, tokenB, 10e18, 20e18);
        uint256 expected = router.getAmountOut(1e18, 10e18, 20e18);
        vm.expectRevert(
            abi.encodeWithSelector(IGriddleRouter.InsufficientOutputAmount.selector, expected, expected + 1)
        );
        router.swapExactTokensForTokens(1e18, expected + 1, _path(address(tokenA), address(tokenB)), RECIPIENT, NOW);
    }

    function testSwapExactTokensForTokensRevertsAfterTheDeadline() public {
        vm.expectRevert(abi.encodeWithSelector(IGriddleRouter.Expired.selector, NOW - 1, NOW));
        router.swapExactTokensForTokens(1, 0, _path(address(tokenA), address(tokenB)), RECIPIENT, NOW - 1);
    }

    function testSwapRevertsForAShortPath() public {
        address[] memory path = new address[](1);
        path[0] = address(tokenA);
        vm.expectRevert(abi.encodeWithSelector(GriddleLibrary.PathTooShort.selector, 1));
        router.swapExactTokensForTokens(1, 0, path, RECIPIENT, NOW);
    }

    function testSwapExactETHForTokens() public {
        _seedETH(tokenA, 10e18, 10e18);
        uint256 expected = router.getAmountOut(1e18, 10e18, 10e18);
        uint256[] memory amounts =
            router.swapExactETHForTokens{value: 1e18}(0, _path(address(wbnb), address(tokenA)), RECIPIENT, NOW);
        assertEq(amounts[1], expected, "amounts[1]");
        assertEq(tokenA.balanceOf(RECIPIENT), expected, "output received");
    }

    function testSwapExactETHForTokensRevertsBelowTheMinimumOrForAPathNotFromWbnb() public {
        _seedETH(tokenA, 10e18, 10e18);
        uint256 expected = router.getAmountOut(1e18, 10e18, 10e18);
        vm.expectRevert(
            abi.encodeWithSelector(IGriddleRouter.InsufficientOutputAmount.selector, expected, expected + 1)
        );
        router.swapExactETHForTokens{value: 1e18}(expected + 1, _path(address(wbnb), address(tokenA)), RECIPIENT, NOW);
        vm.expectRevert(IGriddleRouter.InvalidPath.selector);
        router.swapExactETHForTokens{value: 1e18}(0, _path(address(tokenA), address(wbnb)), RECIPIENT, NOW);
    }

    function testSwapExactTokensForETH() public {
        _seedETH(tokenA, 10e18, 10e18);
        uint256 expected = router.getAmountOut(1e18, 10e18, 10e18);
        router.swapExactTokensForETH(1e18, expected, _path(address(tokenA), address(wbnb)), RECIPIENT, NOW);
        assertEq(RECIPIENT.balance, expected, "native coin received");
    }

    function testSwapExactTokensForETHRevertsBelowTheMinimumOrForAPathNotToWbnb() public {
        _seedETH(tokenA, 10e18, 10e18);
        uint256 expected = router.getAmountOut(1e18, 10e18, 10e18);
        vm.expectRevert(
            abi.encodeWithSelector(IGriddleRouter.InsufficientOutputAmount.selector, expected, expected + 1)
        );
        router.swapExactTokensForETH(1e18, expected + 1, _path(address(tokenA), address(wbnb)), RECIPIENT, NOW);
        vm.expectRevert(IGriddleRouter.InvalidPath.selector);
        router.swapExactTokensForETH(1e18, 0, _path(address(wbnb), address(tokenA)), RECIPIENT, NOW);
    }

    // ------------------------------------------------------------ exact-output swaps

    function testSwapTokensForExactTokens() public {
        _seed(tokenA, tokenB, 10e18, 20e18);
        uint256 amountIn = router.getAmountIn(1e18, 10e18, 20e18);
        uint256 balanceBefore = tokenA.balanceOf(address(this));
        uint256[] memory amounts = router.swapTokensForExactTokens(
            1e18, amountIn, _path(address(tokenA), address(tokenB)), RECIPIENT, NOW
        );
        assertEq(amounts[0], amountIn, "amounts[0]");
        assertEq(tokenB.balanceOf(RECIPIENT), 1e18, "exact output received");
        assertEq(tokenA.balanceOf(address(this)), balanceBefore - amountIn, "input taken");
    }

    function testSwapTokensForExactTokensRevertsAboveTheMaximum() public {
        _seed(tokenA, tokenB, 10e18, 20e18);
        uint256 amountIn = router.getAmountIn(1e18, 10e18, 20e18);
        vm.expectRevert(abi.encodeWithSelector(IGriddleRouter.ExcessiveInputAmount.selector, amountIn, amountIn - 1));
        router.swapTokensForExactTokens(1e18, amountIn - 1, _path(address(tokenA), address(tokenB)), RECIPIENT, NOW);
    }

    function testSwapTokensForExactETH() public {
        _seedETH(tokenA, 10e18, 10e18);
        uint256 amountIn = router.getAmountIn(1e18, 10e18, 10e18);
        router.swapTokensForExactETH(1e18, amountIn, _path(address(tokenA), address(wbnb)), RECIPIENT, NOW);
        assertEq(RECIPIENT.balance, 1e18, "exact native output received");
    }

    function testSwapTokensForExactETHRevertsAboveTheMaximumOrForAPathNotToWbnb() public {
        _seedETH(tokenA, 10e18, 10e18);
        uint256 amountIn = router.getAmountIn(1e18, 10e18, 10e18);
        vm.expectRevert(abi.encodeWithSelector(IGriddleRouter.ExcessiveInputAmount.selector, amountIn, amountIn - 1));
        router.swapTokensForExactETH(1e18, amountIn - 1, _path(address(tokenA), address(wbnb)), RECIPIENT, NOW);
        vm.expectRevert(IGriddleRouter.InvalidPath.selector);
        router.swapTokensForExactETH(1e18, amountIn, _path(address(wbnb), address(tokenA)), RECIPIENT, NOW);
    }

    function testSwapETHForExactTokensRefundsTheRest() public {
        _seedETH(tokenA, 10e18, 10e18);
        uint256 amountIn = router.getAmountIn(1e18, 10e18, 10e18);
        uint256 balanceBefore = address(this).balance;
        router.swapETHForExactTokens{value: 5e18}(1e18, _path(address(wbnb), address(tokenA)), RECIPIENT, NOW);
        assertEq(tokenA.balanceOf(RECIPIENT), 1e18, "exact output received");
        assertEq(address(this).balance, balanceBefore - amountIn, "only the input spent");
    }

    function testSwapETHForExactTokensRevertsAboveTheValueOrForAPathNotFromWbnb() public {
        _seedETH(tokenA, 10e18, 10e18);
        uint256 amountIn = router.getAmountIn(1e18, 10e18, 10e18);
        vm.expectRevert(abi.encodeWithSelector(IGriddleRouter.ExcessiveInputAmount.selector, amountIn, amountIn - 1));
        router.swapETHForExactTokens{value: amountIn - 1}(1e18, _path(address(wbnb), address(tokenA)), RECIPIENT, NOW);
        vm.expectRevert(IGriddleRouter.InvalidPath.selector);
        router.swapETHForExactTokens{value: amountIn}(1e18, _path(address(tokenA), address(wbnb)), RECIPIENT, NOW);
    }

    // ------------------------------------------------------------ fee-on-transfer tokens

    function testPlainSwapOfAFeeOnTransferTokenFails() public {
        AmmFeeOnTransferToken fot = _fotToken();
        _seedFot(fot, 100e18, 100e18);
        vm.expectRevert(IGriddlePair.K.selector);
        router.swapExactTokensForTokens(1e18, 0, _path(address(fot), address(tokenA)), RECIPIENT, NOW);
    }

    function testSwapExactTokensForTokensSupportingFeeOnTransferTokens() public {
        AmmFeeOnTransferToken fot = _fotToken();
        _seedFot(fot, 100e18, 100e18);
        (uint256 reserveFot, uint256 reserveA) = _reserves(address(fot), address(tokenA));
        // The pair receives 99% of what is sent.
        uint256 expected = router.getAmountOut(0.99e18, reserveFot, reserveA);
        router.swapExactTokensForTokensSupportingFeeOnTransferTokens(
            1e18, expected, _path(address(fot), address(tokenA)), RECIPIENT, NOW
        );
        assertEq(tokenA.balanceOf(RECIPIENT), expected, "output received");

        // And the other way, where the recipient gets 99% of the pair's output.
        tokenA.mint(address(this), 1e18);
        router.swapExactTokensForTokensSupportingFeeOnTransferTokens(
            1e18, 0, _path(address(tokenA), address(fot)), RECIPIENT, NOW
        );
        assertTrue(fot.balanceOf(RECIPIENT) > 0, "fee-on-transfer output received");
    }

    function testSwapExactTokensForTokensSupportingFeeOnTransferTokensRevertsBelowTheMinimum() public {
        AmmFeeOnTransferToken fot = _fotToken();
        _seedFot(fot, 100e18, 100e18);
        (uint256 reserveA, uint256 reserveFot) = _reserves(address(tokenA), address(fot));
        uint256 received = _afterFee(router.getAmountOut(1e18, reserveA, reserveFot));
        vm.expectRevert(
            abi.encodeWithSelector(IGriddleRouter.InsufficientOutputAmount.selector, received, received + 1)
        );
        router.swapExactTokensForTokensSupportingFeeOnTransferTokens(
            1e18, received + 1, _path(address(tokenA), address(fot)), RECIPIENT, NOW
        );
    }

    function testSwapExactETHForTokensSupportingFeeOnTransferTokens() public {
        AmmFeeOnTransferToken fot = _fotToken();
        router.addLiquidityETH{value: 100e18}(address(fot), 100e18, 0, 0, address(this), NOW);
        (uint256 reserveWbnb, uint256 reserveFot) = _reserves(address(wbnb), address(fot));
        uint256 received = _afterFee(router.getAmountOut(1e18, reserveWbnb, reserveFot));
        router.swapExactETHForTokensSupportingFeeOnTransferTokens{value: 1e18}(
            received, _path(address(wbnb), address(fot)), RECIPIENT, NOW
        );
        assertEq(fot.balanceOf(RECIPIENT), received, "output after the transfer fee");

        vm.expectRevert(IGriddleRouter.InvalidPath.selector);
        router.swapExactETHForTokensSupportingFeeOnTransferTokens{value: 1e18}(
            0, _path(address(fot), address(wbnb)), RECIPIENT, NOW
        );
        (reserveWbnb, reserveFot) = _reserves(address(wbnb), address(fot));
        received = _afterFee(router.getAmountOut(1e18, reserveWbnb, reserveFot));
        vm.expectRevert(
            abi.encodeWithSelector(IGriddleRouter.InsufficientOutputAmount.selector, received, received + 1)
        );
        router.swapExactETHForTokensSupportingFeeOnTransferTokens{value: 1e18}(
            received + 1, _path(address(wbnb), address(fot)), RECIPIENT, NOW
        );
    }

    function testSwapExactTokensForETHSupportingFeeOnTransferTokens() public {
        AmmFeeOnTransferToken fot = _fotToken();
        router.addLiquidityETH{value: 100e18}(address(fot), 100e18, 0, 0, address(this), NOW);
        (uint256 reserveFot, uint256 reserveWbnb) = _reserves(address(fot), address(wbnb));
        uint256 expected = router.getAmountOut(0.99e18, reserveFot, reserveWbnb);
        router.swapExactTokensForETHSupportingFeeOnTransferTokens(
            1e18, expected, _path(address(fot), address(wbnb)), RECIPIENT, NOW
        );
        assertEq(RECIPIENT.balance, expected, "native coin received");

        vm.expectRevert(IGriddleRouter.InvalidPath.selector);
        router.swapExactTokensForETHSupportingFeeOnTransferTokens(
            1e18, 0, _path(address(wbnb), address(fot)), RECIPIENT, NOW
        );
        (reserveFot, reserveWbnb) = _reserves(address(fot), address(wbnb));
        expected = router.getAmountOut(0.99e18, reserveFot, reserveWbnb);
        vm.expectRevert(
            abi.encodeWithSelector(IGriddleRouter.InsufficientOutputAmount.selector, expected, expected + 1)
        );
        router.swapExactTokensForETHSupportingFeeOnTransferTokens(
            1e18, expected + 1, _path(address(fot), address(wbnb)), RECIPIENT, NOW
        );
    }

    function testRemoveLiquidityETHSupportingFeeOnTransferTokens() public {
        AmmFeeOnTransferToken fot = _fotToken();
        (,, uint256 liquidity) =
            router.addLiquidityETH{value: 10e18}(address(fot), 10e18, 0, 0, address(this), NOW);
        GriddlePair pair = GriddlePair(factory.getPair(address(fot), address(wbnb)));
        pair.approve(address(router), liquidity);
        // The plain variant forwards the amount the pair reported, which the router no longer has.
        // The token burns its 1% fee first, then finds the rest of the transfer uncovered.
        uint256 reported = liquidity * fot.balanceOf(address(pair)) / pair.totalSupply();
        uint256 fee = reported / 100;
        vm.expectRevert(
            abi.encodeWithSelector(
                IERC20Errors.ERC20InsufficientBalance.selector,
                address(router),
                _afterFee(reported) - fee,
                reported - fee
            )
        );
        router.removeLiquidityETH(address(fot), liquidity, 0, 0, RECIPIENT, NOW);

        uint256 amountETH =
            router.removeLiquidityETHSupportingFeeOnTransferTokens(address(fot), liquidity, 0, 0, RECIPIENT, NOW);
        assertEq(RECIPIENT.balance, amountETH, "native coin received");
        // 9.9 of the 10 deposited reached the pair; two more 1% fees on the way out.
        uint256 pairShare = liquidity * 9.9e18 / (liquidity + 1000);
        assertEq(fot.balanceOf(RECIPIENT), _afterFee(_afterFee(pairShare)), "token after two transfer fees");
        assertEq(fot.balanceOf(address(router)), 0, "router keeps no token");
    }

    function testRemoveLiquidityETHWithPermitSupportingFeeOnTransferTokens() public {
        uint256 key = 0xB0B;
        address owner = vm.addr(key);
        AmmFeeOnTransferToken fot = _fotToken();
        (,, uint256 liquidity) = router.addLiquidityETH{value: 10e18}(address(fot), 10e18, 0, 0, owner, NOW);
        GriddlePair pair = GriddlePair(factory.getPair(address(fot), address(wbnb)));
        (uint8 v, bytes32 r, bytes32 s) = _signPermit(pair, key, liquidity, NOW);
        vm.prank(owner);
        uint256 amountETH = router.removeLiquidityETHWithPermitSupportingFeeOnTransferTokens(
            address(fot), liquidity, 0, 0, RECIPIENT, NOW, false, v, r, s
        );
        assertTrue(amountETH > 0, "native coin out");
        assertEq(RECIPIENT.balance, amountETH, "native coin received");
        assertEq(pair.balanceOf(owner), 0, "LP tokens burned");
    }

    // ------------------------------------------------------------ helpers

    function _seed(AmmTestToken x, AmmTestToken y, uint256 amountX, uint256 amountY) private {
        router.addLiquidity(address(x), address(y), amountX, amountY, 0, 0, address(this), NOW);
    }

    function _seedETH(AmmTestToken token, uint256 amountToken, uint256 amountETH) private {
        router.addLiquidityETH{value: amountETH}(address(token), amountToken, 0, 0, address(this), NOW);
    }

    /// @dev What arrives of a transfer of the 1% fee-on-transfer token.
    function _afterFee(uint256 value) private pure returns (uint256) {
        return value - value / 100;
    }

    function _fotToken() private returns (AmmFeeOnTransferToken fot) {
        fot = new AmmFeeOnTransferToken();
        fot.mint(address(this), 1e30);
        fot.approve(address(router), type(uint256).max);
    }

    function _seedFot(AmmFeeOnTransferToken fot, uint256 amountFot, uint256 amountA) private {
        router.addLiquidity(address(fot), address(tokenA), amountFot, amountA, 0, 0, address(this), NOW);
    }

    function _reserves(address tokenIn, address tokenOut) private view returns (uint256, uint256) {
        (uint112 reserve0, uint112 reserve1,) = GriddlePair(factory.getPair(tokenIn, tokenOut)).getReserves();
        return tokenIn < tokenOut ? (uint256(reserve0), uint256(reserve1)) : (uint256(reserve1), uint256(reserve0));
    }

    function _signPermit(GriddlePair pair, uint256 key, uint256 value, uint256 deadline)
        private
        view
        returns (uint8, bytes32, bytes32)
    {
        address owner = vm.addr(key);
        bytes32 structHash = keccak256(
            abi.encode(pair.PERMIT_TYPEHASH(), owner, address(router), value, pair.nonces(owner), deadline)
        );
        return vm.sign(key, keccak256(abi.encodePacked("\x19\x01", pair.DOMAIN_SEPARATOR(), structHash)));
    }
}

/// @dev The router's fee-on-transfer variants with the reflection token (10% fee, 5% of it reflected to
/// holders) in its token/WBNB pair and in a second pair created later through the router. Every hop
/// between the two pairs is itself a taxed transfer; reflections from bystanders must never show up in
/// either pair.
contract GriddleRouterReflectionTest is AmmFixture {
    address private constant TRADER = address(0x7AD3);
    address private constant RECIPIENT = address(0x7777);
    address private constant BYSTANDER_A = address(0xB1);
    address private constant BYSTANDER_B = address(0xB2);
    address private constant ATTACKER = address(0xBAD);
    uint256 private constant NOW = 1_700_000_000;
    uint256 private constant SUPPLY = 1e15 * 1e9;

    ReflectionToken private reflection;
    GriddlePair private wbnbPair;
    GriddlePair private secondPair;

    function setUp() public override {
        super.setUp();
        vm.warp(NOW);
        vm.deal(address(this), 1_000e18);
        reflection =
            new ReflectionToken("SafeMoon", "SAFEMOON", 9, SUPPLY, address(this), IGriddleRouter(address(router)));
        wbnbPair = GriddlePair(reflection.liquidityPair());
        reflection.approve(address(router), type(uint256).max);
        tokenA.mint(address(this), 1e30);
        tokenA.approve(address(router), type(uint256).max);
        // The holder is free of the fee: both pools start with exactly these amounts.
        router.addLiquidityETH{value: 100e18}(address(reflection), 1e11 * 1e9, 0, 0, address(this), NOW);
        router.addLiquidity(address(reflection), address(tokenA), 1e11 * 1e9, 1e24, 0, 0, address(this), NOW);
        secondPair = GriddlePair(factory.getPair(address(reflection), address(tokenA)));

        reflection.transfer(TRADER, 1e12 * 1e9);
        reflection.transfer(BYSTANDER_A, 1e12 * 1e9);
        tokenA.mint(TRADER, 1e30);
        vm.deal(TRADER, 100e18);
        vm.startPrank(TRADER);
        reflection.approve(address(router), type(uint256).max);
        tokenA.approve(address(router), type(uint256).max);
        vm.stopPrank();
    }

    function testPlainSwapOfTheReflectionTokenFails() public {
        vm.expectRevert(IGriddlePair.K.selector);
        vm.prank(TRADER);
        router.swapExactTokensForTokens(1e9 * 1e9, 0, _path(address(reflection), address(tokenA)), TRADER, NOW);
    }

    /// @dev Sell into the second pair, let bystanders reflect, buy back: exact outputs, and neither pair
    /// holds anything beyond its reserves for an attacker to skim.
    function testFuzzSwapsSupportingFeeOnTransferThroughTheSecondPair(uint256 sold, uint256 reflected, uint256 bought)
        public
    {
        sold = bound(sold, 1, 1e11 * 1e9);
        (uint256 reserveR, uint256 reserveA) = _reserves(secondPair, address(reflection));
        uint256 expected = _amountOut(_afterTax(sold), reserveR, reserveA);
        vm.assume(expected > 0);
        uint256 before = tokenA.balanceOf(TRADER);
        vm.prank(TRADER);
        router.swapExactTokensForTokensSupportingFeeOnTransferTokens(
            sold, expected, _path(address(reflection), address(tokenA)), TRADER, NOW
        );
        assertEq(tokenA.balanceOf(TRADER) - before, expected, "exact output for what reached the pair");

        vm.prank(BYSTANDER_A);
        reflection.transfer(BYSTANDER_B, bound(reflected, 1, 1e12 * 1e9));

        bought = bound(bought, 1e6, 1e24);
        (reserveR, reserveA) = _reserves(secondPair, address(reflection));
        uint256 out = _amountOut(bought, reserveA, reserveR);
        vm.prank(TRADER);
        router.swapExactTokensForTokensSupportingFeeOnTransferTokens(
            bought, _afterTax(out), _path(address(tokenA), address(reflection)), RECIPIENT, NOW
        );
        // The recipient gets 90% and, as an included holder, a sliver of the 5% its own purchase reflected.
        assertGe(reflection.balanceOf(RECIPIENT), _afterTax(out), "at least 90% of the output");
        assertLe(reflection.balanceOf(RECIPIENT), out - out * 5 / 100, "at most 95% of the output");

        _assertNothingToSkim(secondPair);
        _assertNothingToSkim(wbnbPair);
    }

    /// @dev BNB -> WBNB pair -> second pair: the hop from one pair to the other pays the 10% tax too.
    function testSwapExactETHForTokensSupportingFeeOnTransferAcrossBothPairs() public {
        (uint256 reserveW, uint256 reserveR1) = _reserves(wbnbPair, address(wbnb));
        (uint256 reserveR2, uint256 reserveA) = _reserves(secondPair, address(reflection));
        uint256 hop = _amountOut(1e18, reserveW, reserveR1);
        uint256 expected = _amountOut(_afterTax(hop), reserveR2, reserveA);
        vm.prank(TRADER);
        router.swapExactETHForTokensSupportingFeeOnTransferTokens{value: 1e18}(
            expected, _path(address(wbnb), address(reflection), address(tokenA)), RECIPIENT, NOW
        );
        assertEq(tokenA.balanceOf(RECIPIENT), expected, "output after the taxed hop");
        _assertNothingToSkim(wbnbPair);
        _assertNothingToSkim(secondPair);
    }

    /// @dev tokenA -> second pair -> WBNB pair -> BNB.
    function testSwapExactTokensForETHSupportingFeeOnTransferAcrossBothPairs() public {
        (uint256 reserveA, uint256 reserveR2) = _reserves(secondPair, address(tokenA));
        (uint256 reserveR1, uint256 reserveW) = _reserves(wbnbPair, address(reflection));
        uint256 hop = _amountOut(1e22, reserveA, reserveR2);
        uint256 expected = _amountOut(_afterTax(hop), reserveR1, reserveW);
        vm.prank(TRADER);
        router.swapExactTokensForETHSupportingFeeOnTransferTokens(
            1e22, expected, _path(address(tokenA), address(reflection), address(wbnb)), RECIPIENT, NOW
        );
        assertEq(RECIPIENT.balance, expected, "native coin after the taxed hop");
        _assertNothingToSkim(wbnbPair);
        _assertNothingToSkim(secondPair);
    }

    function _assertNothingToSkim(GriddlePair pair) private {
        (uint112 reserve0, uint112 reserve1,) = pair.getReserves();
        assertEq(IERC20(pair.token0()).balanceOf(address(pair)), reserve0, "balance0 is reserve0");
        assertEq(IERC20(pair.token1()).balanceOf(address(pair)), reserve1, "balance1 is reserve1");
        uint256 before = reflection.balanceOf(ATTACKER);
        pair.skim(ATTACKER);
        assertEq(reflection.balanceOf(ATTACKER), before, "skim paid out reflections");
    }

    /// @dev What reaches the recipient of a taxed transfer of the reflection token.
    function _afterTax(uint256 value) private pure returns (uint256) {
        return value - 2 * (value * 5 / 100);
    }

    function _amountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) private pure returns (uint256) {
        return GriddleLibrary.getAmountOut(amountIn, reserveIn, reserveOut);
    }

    function _reserves(GriddlePair pair, address tokenIn) private view returns (uint256, uint256) {
        (uint112 reserve0, uint112 reserve1,) = pair.getReserves();
        return pair.token0() == tokenIn ? (uint256(reserve0), uint256(reserve1)) : (uint256(reserve1), uint256(reserve0));
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {GriddleFactory} from "../../src/amm/GriddleFactory.sol";
import {GriddleRouter} from "../../src/amm/GriddleRouter.sol";
import {FeeCollector} from "../../src/fees/FeeCollector.sol";
import {IGriddleFactory} from "../../src/interfaces/IGriddleFactory.sol";
import {IGriddlePair} from "../../src/interfaces/IGriddlePair.sol";
import {BEP20Token} from "../../src/tokens/BEP20Token.sol";
import {CakeToken} from "../../src/tokens/CakeToken.sol";
import {WBNB} from "../../src/tokens/WBNB.sol";
import {TestBase} from "../tokens/utils/TestBase.sol";
import {AmmFeeOnTransferToken} from "../amm/mocks/AmmFeeOnTransferToken.sol";
import {PairTwapGuard} from "../../src/fees/PairTwapGuard.sol";

contract FeeCollectorTest is TestBase {
    address private constant TREASURY = address(0x7EA5);
    address private constant EOA = address(0xE0A);
    address private constant DEAD = 0x000000000000000000000000000000000000dEaD;
    uint256 private constant SUPPLY = 1e30;

    WBNB private wbnb;
    GriddleFactory private factory;
    GriddleRouter private router;
    CakeToken private cake;
    BEP20Token private tkn; // paired with WBNB
    BEP20Token private twt; // paired with CAKE only
    BEP20Token private busd; // paired with WBNB
    BEP20Token private lnk; // paired with BUSD only
    BEP20Token private edge; // paired with CAKE at 98,000 : 98,000, to put prices exactly on the band's edges
    FeeCollector private collector;

    receive() external payable {}

    function setUp() public {
        wbnb = new WBNB();
        factory = new GriddleFactory(address(this));
        router = new GriddleRouter(address(factory), address(wbnb));
        cake = new CakeToken(address(this));
        cake.mint(address(this), SUPPLY);
        tkn = new BEP20Token("Token", "TKN", 18, SUPPLY, address(this));
        twt = new BEP20Token("Trust Wallet", "TWT", 18, SUPPLY, address(this));
        busd = new BEP20Token("Binance USD", "BUSD", 18, SUPPLY, address(this));
        lnk = new BEP20Token("ChainLink Token", "LINK", 18, SUPPLY, address(this));
        edge = new BEP20Token("Edge", "EDGE", 18, SUPPLY, address(this));
        vm.deal(address(this), 1e6 ether);
        wbnb.deposit{value: 1e6 ether}();
        collector = new FeeCollector(IGriddleFactory(address(factory)), address(cake), address(wbnb), TREASURY, address(this));
        factory.setFeeTo(address(collector));

        _pool(address(cake), address(wbnb), 100_000 ether, 100_000 ether);
        _pool(address(tkn), address(wbnb), 100_000 ether, 100_000 ether);
        _pool(address(busd), address(wbnb), 100_000 ether, 100_000 ether);
        _pool(address(twt), address(cake), 100_000 ether, 100_000 ether);
        _pool(address(lnk), address(busd), 100_000 ether, 100_000 ether);
        _pool(address(edge), address(cake), 98_000 ether, 98_000 ether);
        collector.setBridge(address(lnk), address(busd));
        for (uint256 i = 0; i < factory.allPairsLength(); ++i) collector.observe(factory.allPairs(i));
        collector.setBridge(address(lnk), address(0));
        // Every pool has been at 1:1 for a window: the averages are exactly 1, whatever the tests trade
        // in the block they run in.
        _nextBlockAfter(collector.twapWindow());
    }

    function _nextBlockAfter(uint256 seconds_) private {
        vm.warp(block.timestamp + seconds_);
        vm.roll(block.number + 1);
    }

    function _pool(address a, address b, uint256 amountA, uint256 amountB) private returns (address pair) {
        IERC20(a).approve(address(router), type(uint256).max);
        IERC20(b).approve(address(router), type(uint256).max);
        router.addLiquidity(a, b, amountA, amountB, 0, 0, address(this), block.timestamp);
        pair = factory.getPair(a, b);
    }

    /// @dev Two round trips through the pair, each selling back what it bought, so the price ends where it
    /// started but for the fees; then adds a little liquidity: Uniswap V2 mints the protocol fee only on
    /// the next liquidity event. `traded` is the volume, counting every token at the pools' price of 1.
    function _generateFees(address a, address b, uint256 volume) private returns (address pair, uint256 traded) {
        address[] memory path = new address[](2);
        uint256 amount = volume / 4;
        for (uint256 i = 0; i < 4; ++i) {
            traded += amount;
            (path[0], path[1]) = i % 2 == 0 ? (a, b) : (b, a);
            amount = router.swapExactTokensForTokens(amount, 0, path, address(this), block.timestamp)[1];
            if (i % 2 == 1) amount = volume / 4;
        }
        router.addLiquidity(a, b, 1 ether, 1 ether, 0, 0, address(this), block.timestamp);
        pair = factory.getPair(a, b);
    }

    /// @dev What burning the collector's LP would return, without doing it.
    function _burnPreview(address pair) private returns (uint256 amount0, uint256 amount1) {
        uint256 snapshot = vm.snapshotState();
        uint256 liquidity = IGriddlePair(pair).balanceOf(address(collector));
        vm.startPrank(address(collector));
        IGriddlePair(pair).transfer(pair, liquidity);
        (amount0, amount1) = IGriddlePair(pair).burn(address(collector));
        vm.stopPrank();
        vm.revertToState(snapshot);
    }

    function _convert(address pair) private returns (uint256) {
        vm.prank(EOA, EOA);
        return collector.convert(pair);
    }

    function testConvertViaWbnbSplitsThreeEighthsAndBurnsCake() public {
        (address pair,) = _generateFees(address(tkn), address(wbnb), 40_000 ether);
        uint256 liquidity = IGriddlePair(pair).balanceOf(address(collector));
        assertTrue(liquidity > 0, "the protocol fee reached the collector");
        (uint256 amount0, uint256 amount1) = _burnPreview(pair);
        address token0 = IGriddlePair(pair).token0();
        address token1 = IGriddlePair(pair).token1();
        // Prices did not move: the buyback gets what the same trades through the router get after the
        // burn, in convert's order (token0 first; TKN goes to WBNB, then all that WBNB to CAKE).
        (uint256 tknIn, uint256 wbnbIn) = token0 == address(tkn) ? (amount0, amount1) : (amount1, amount0);
        tknIn -= tknIn * 3 / 8;
        wbnbIn -= wbnbIn * 3 / 8;
        uint256 snapshot = vm.snapshotState();
        vm.startPrank(address(collector));
        IGriddlePair(pair).transfer(pair, liquidity);
        IGriddlePair(pair).burn(address(collector));
        vm.stopPrank();
        uint256 expectedCake;
        if (token0 == address(wbnb)) {
            expectedCake = _routerSwap(address(wbnb), address(cake), wbnbIn);
            wbnbIn = 0;
        }
        expectedCake += _routerSwap(address(wbnb), address(cake), wbnbIn + _routerSwap(address(tkn), address(wbnb), tknIn));
        vm.revertToState(snapshot);

        vm.expectEmit(true, true, false, false, address(collector));
        emit FeeCollector.Converted(pair, EOA, liquidity, amount0 * 3 / 8, amount1 * 3 / 8, 0);
        uint256 cakeBurnt = _convert(pair);

        assertEq(cakeBurnt, expectedCake, "the CAKE an honest trade at unmoved prices buys");
        assertEq(IERC20(token0).balanceOf(TREASURY), amount0 * 3 / 8, "treasury token0");
        assertEq(IERC20(token1).balanceOf(TREASURY), amount1 * 3 / 8, "treasury token1");
        assertEq(cake.balanceOf(DEAD), cakeBurnt, "cake burnt");
        assertEq(tkn.balanceOf(address(collector)), 0, "no TKN left");
        assertEq(wbnb.balanceOf(address(collector)), 0, "no WBNB left");
        assertEq(cake.balanceOf(address(collector)), 0, "no CAKE left");
    }

    function _routerSwap(address tokenIn, address tokenOut, uint256 amountIn) private returns (uint256) {
        return router.swapExactTokensForTokens(amountIn, 0, _path(tokenIn, tokenOut), address(this), block.timestamp)[1];
    }

    function _path(address a, address b) private pure returns (address[] memory path) {
        path = new address[](2);
        (path[0], path[1]) = (a, b);
    }

    function testConvertDirectCakePair() public {
        (address pair,) = _generateFees(address(twt), address(cake), 40_000 ether);
        (uint256 amount0, uint256 amount1) = _burnPreview(pair);
        uint256 cakeSide = IGriddlePair(pair).token0() == address(cake) ? amount0 : amount1;
        uint256 cakeBurnt = _convert(pair);
        assertTrue(cakeBurnt > cakeSide - cakeSide * 3 / 8, "the CAKE side plus bought CAKE");
        assertEq(twt.balanceOf(address(collector)), 0, "TWT swapped straight to CAKE");
        assertEq(cake.balanceOf(TREASURY), cakeSide * 3 / 8, "treasury gets CAKE too");
    }

    function testConvertCakeWbnbPair() public {
        (address pair,) = _generateFees(address(cake), address(wbnb), 40_000 ether);
        uint256 cakeBurnt = _convert(pair);
        assertEq(cake.balanceOf(DEAD), cakeBurnt, "burnt");
        assertEq(wbnb.balanceOf(address(collector)), 0, "WBNB swapped");
    }

    function testConvertThroughAnOwnerSetBridge() public {
        (address pair,) = _generateFees(address(lnk), address(busd), 40_000 ether);
        vm.expectRevert(abi.encodeWithSelector(FeeCollector.NoRouteToCake.selector, address(lnk)));
        _convert(pair);

        collector.setBridge(address(lnk), address(busd));
        uint256 cakeBurnt = _convert(pair);
        assertTrue(cakeBurnt > 0, "LINK -> BUSD -> WBNB -> CAKE");
        assertEq(lnk.balanceOf(address(collector)), 0, "no LINK left");
        assertEq(busd.balanceOf(address(collector)), 0, "no BUSD left");
    }

    function testBridgesThatLoopRevert() public {
        BEP20Token x = new BEP20Token("X", "X", 18, SUPPLY, address(this));
        BEP20Token y = new BEP20Token("Y", "Y", 18, SUPPLY, address(this));
        _pool(address(x), address(y), 1_000 ether, 1_000 ether);
        (address pair,) = _generateFees(address(x), address(y), 400 ether);
        collector.setBridge(address(x), address(y));
        collector.setBridge(address(y), address(x));
        address first = IGriddlePair(pair).token0();
        address last = first == address(x) ? address(y) : address(x);
        // Three swaps from token0 end on the other token, which would need a fourth.
        vm.expectRevert(abi.encodeWithSelector(FeeCollector.RouteTooLong.selector, last));
        collector.observe(pair);
        // Nothing can observe a looping route, so convert stops at its first pool.
        vm.expectRevert(abi.encodeWithSelector(PairTwapGuard.NoPriceObservation.selector, pair));
        _convert(pair);
    }

    /// @dev With the pair's 8/25 protocol share, the treasury earns 0.03% and the burn 0.05% of volume.
    function testTreasuryEarnsThreeBasisPointsOfVolume() public {
        uint256 volume = 40_000 ether;
        (address pair, uint256 traded) = _generateFees(address(tkn), address(wbnb), volume);
        _convert(pair);
        // The pool trades near 1:1, so both tokens count at face value.
        uint256 treasuryValue = tkn.balanceOf(TREASURY) + wbnb.balanceOf(TREASURY);
        assertApproxEq(treasuryValue, traded * 3 / 10_000, traded * 3 / 10_000 / 20, "0.03% of volume within 5%");
    }

    /// @dev The EOA check is gone: under EIP-7702 it proved nothing, and the price rules hold for anyone.
    function testContractsMayConvert() public {
        (address pair,) = _generateFees(address(tkn), address(wbnb), 4_000 ether);
        assertTrue(collector.convert(pair) > 0, "a contract caller converts");
    }

    function testConvertRejectsPairsOfOtherFactories() public {
        GriddleFactory other = new GriddleFactory(address(this));
        address foreign = other.createPair(address(tkn), address(busd));
        vm.expectRevert(abi.encodeWithSelector(FeeCollector.NotFactoryPair.selector, foreign));
        _convert(foreign);
    }

    function testConvertRevertsWithoutLiquidity() public {
        address pair = factory.getPair(address(tkn), address(wbnb));
        vm.expectRevert(abi.encodeWithSelector(FeeCollector.NothingToConvert.selector, pair));
        _convert(pair);
    }

    function testSetTreasury() public {
        vm.expectEmit(true, true, false, false, address(collector));
        emit FeeCollector.TreasuryChanged(TREASURY, address(0xBEEF));
        collector.setTreasury(address(0xBEEF));
        assertEq(collector.treasury(), address(0xBEEF), "treasury");
        vm.expectRevert(FeeCollector.ZeroAddress.selector);
        collector.setTreasury(address(0));
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, EOA));
        vm.prank(EOA);
        collector.setTreasury(EOA);
    }

    function testSetBridge() public {
        assertEq(collector.bridgeFor(address(lnk)), address(wbnb), "WBNB by default");
        vm.expectEmit(true, true, false, false, address(collector));
        emit FeeCollector.BridgeSet(address(lnk), address(busd));
        collector.setBridge(address(lnk), address(busd));
        assertEq(collector.bridgeFor(address(lnk)), address(busd), "bridge set");
        collector.setBridge(address(lnk), address(0));
        assertEq(collector.bridgeFor(address(lnk)), address(wbnb), "default restored");
    }

    function testSetBridgeRejectsInvalidBridges() public {
        vm.expectRevert(abi.encodeWithSelector(FeeCollector.InvalidBridge.selector, address(cake), address(busd)));
        collector.setBridge(address(cake), address(busd));
        vm.expectRevert(abi.encodeWithSelector(FeeCollector.InvalidBridge.selector, address(wbnb), address(busd)));
        collector.setBridge(address(wbnb), address(busd));
        vm.expectRevert(abi.encodeWithSelector(FeeCollector.InvalidBridge.selector, address(lnk), address(lnk)));
        collector.setBridge(address(lnk), address(lnk));
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, EOA));
        vm.prank(EOA);
        collector.setBridge(address(lnk), address(busd));
    }

    function testConstructorRejectsZeroAddresses() public {
        IGriddleFactory f = IGriddleFactory(address(factory));
        vm.expectRevert(FeeCollector.ZeroAddress.selector);
        new FeeCollector(IGriddleFactory(address(0)), address(cake), address(wbnb), TREASURY, address(this));
        vm.expectRevert(FeeCollector.ZeroAddress.selector);
        new FeeCollector(f, address(0), address(wbnb), TREASURY, address(this));
        vm.expectRevert(FeeCollector.ZeroAddress.selector);
        new FeeCollector(f, address(cake), address(0), TREASURY, address(this));
        vm.expectRevert(FeeCollector.ZeroAddress.selector);
        new FeeCollector(f, address(cake), address(wbnb), address(0), address(this));
    }

    /// @dev Whatever the volume, the treasury gets exactly 3/8 (rounded down) of what the burn returns.
    function testFuzzTreasuryShareIsThreeEighths(uint256 volume) public {
        volume = bound(volume, 100 ether, 50_000 ether);
        (address pair,) = _generateFees(address(tkn), address(wbnb), volume);
        (uint256 amount0, uint256 amount1) = _burnPreview(pair);
        _convert(pair);
        assertEq(IERC20(IGriddlePair(pair).token0()).balanceOf(TREASURY), amount0 * 3 / 8, "token0");
        assertEq(IERC20(IGriddlePair(pair).token1()).balanceOf(TREASURY), amount1 * 3 / 8, "token1");
    }

    // The price guard.

    function _newPoolWithWbnb() private returns (BEP20Token token, address pair) {
        token = new BEP20Token("Z", "Z", 18, SUPPLY, address(this));
        pair = _pool(address(token), address(wbnb), 100_000 ether, 100_000 ether);
    }

    function testConvertWithoutObservationReverts() public {
        (BEP20Token z, address pair) = _newPoolWithWbnb();
        _generateFees(address(z), address(wbnb), 40_000 ether);
        vm.expectRevert(abi.encodeWithSelector(PairTwapGuard.NoPriceObservation.selector, pair));
        _convert(pair);
    }

    function testConvertWaitsOneWindowAfterTheFirstObservation() public {
        (BEP20Token z, address pair) = _newPoolWithWbnb();
        collector.observe(pair);
        uint256 usableAt = block.timestamp + collector.twapWindow();
        _generateFees(address(z), address(wbnb), 40_000 ether);
        _nextBlockAfter(collector.twapWindow() - 1);
        vm.expectRevert(abi.encodeWithSelector(PairTwapGuard.PriceObservationTooRecent.selector, pair, usableAt));
        _convert(pair);
        _nextBlockAfter(1);
        assertTrue(_convert(pair) > 0, "converts once the observation is a window old");
    }

    /// @dev A griefer observing again and again cannot make the observations too young to use.
    function testRepeatedObservationsNeverBlockConvert() public {
        (BEP20Token z, address pair) = _newPoolWithWbnb();
        uint256 first = block.timestamp;
        collector.observe(pair);
        _nextBlockAfter(collector.twapWindow());
        uint256 second = block.timestamp;
        collector.observe(pair);
        _generateFees(address(z), address(wbnb), 40_000 ether);
        _nextBlockAfter(1);
        collector.observe(pair);
        PairTwapGuard.Observation[2] memory kept = collector.observations(pair);
        assertEq(kept[0].timestamp + kept[1].timestamp, first + second, "the third observation came too soon");
        assertTrue(_convert(pair) > 0, "the older observation still serves");
    }

    function testObserveRejectsPairsOfOtherFactories() public {
        GriddleFactory other = new GriddleFactory(address(this));
        address foreign = other.createPair(address(tkn), address(busd));
        vm.expectRevert(abi.encodeWithSelector(FeeCollector.NotFactoryPair.selector, foreign));
        collector.observe(foreign);
    }

    /// @dev Moves EDGE-CAKE's reserves by donations (its average stays exactly 1), then has the collector
    /// sell 1 EDGE into it. Returns whether that passed the guard; any revert must be the guard's.
    function _sellEdgeAfterDonating(uint256 cakeDonated, uint256 edgeDonated) private returns (bool passed) {
        address pair = factory.getPair(address(edge), address(cake));
        cake.transfer(pair, cakeDonated);
        edge.transfer(pair, edgeDonated);
        IGriddlePair(pair).sync();
        edge.transfer(address(collector), 1 ether);
        try collector.buyBack(address(edge)) {
            passed = true;
        } catch (bytes memory reason) {
            (uint256 reserveEdge, uint256 reserveCake) = _edgeReserves(pair);
            bytes memory expected = abi.encodeWithSelector(
                PairTwapGuard.PriceDeviatesFromTwap.selector,
                pair,
                (reserveCake << 112) * 10_000 / reserveEdge / 10_000,
                uint256(1) << 112
            );
            assertEq(reason, expected, "reverted by the price guard");
        }
    }

    function _edgeReserves(address pair) private view returns (uint256 reserveEdge, uint256 reserveCake) {
        (uint112 reserve0, uint112 reserve1,) = IGriddlePair(pair).getReserves();
        (reserveEdge, reserveCake) = IGriddlePair(pair).token0() == address(edge)
            ? (uint256(reserve0), uint256(reserve1))
            : (uint256(reserve1), uint256(reserve0));
    }

    function _passesAfterDonating(uint256 cakeDonated, uint256 edgeDonated) private returns (bool passed) {
        uint256 snapshot = vm.snapshotState();
        passed = _sellEdgeAfterDonating(cakeDonated, edgeDonated);
        vm.revertToState(snapshot);
    }

    function testPriceBandEdgesAtTheDefaultTwoPercent() public {
        assertEq(collector.maxPriceDeviationBps(), 200, "2% by default");
        // EDGE-CAKE holds 98,000 of each: 1,960 CAKE more is +2%, 2,000 EDGE more is -2%.
        assertTrue(_passesAfterDonating(1_960 ether, 0), "+2% passes");
        assertTrue(!_passesAfterDonating(1_960 ether + 1, 0), "beyond +2% reverts");
        assertTrue(_passesAfterDonating(0, 2_000 ether), "-2% passes");
        assertTrue(!_passesAfterDonating(0, 2_000 ether + 1), "beyond -2% reverts");
    }

    function testPriceBandEdgesAtTheOwnerBounds() public {
        collector.setMaxPriceDeviation(collector.MIN_PRICE_DEVIATION_BPS());
        assertTrue(_passesAfterDonating(98 ether, 0), "+0.1% passes");
        assertTrue(!_passesAfterDonating(98 ether + 1, 0), "beyond +0.1% reverts");
        collector.setMaxPriceDeviation(collector.MAX_PRICE_DEVIATION_BPS());
        assertTrue(_passesAfterDonating(4_900 ether, 0), "+5% passes");
        assertTrue(!_passesAfterDonating(4_900 ether + 1, 0), "beyond +5% reverts");
    }

    /// @dev Below the average the band's edge is exact: a sale passes iff price >= (1 - deviation) x average.
    function testFuzzPriceBandBelowTheAverage(uint256 deviationBps, uint256 edgeDonated) public {
        deviationBps = bound(deviationBps, 10, 500);
        edgeDonated = bound(edgeDonated, 0, 6_000 ether);
        collector.setMaxPriceDeviation(deviationBps);
        bool inBand = 98_000 ether * uint256(10_000) >= (98_000 ether + edgeDonated) * (10_000 - deviationBps);
        assertTrue(_sellEdgeAfterDonating(0, edgeDonated) == inBand, "passes exactly within the band");
    }

    function testSetTwapWindowAtItsBounds() public {
        uint256 min = collector.MIN_TWAP_WINDOW();
        uint256 max = collector.MAX_TWAP_WINDOW();
        vm.expectRevert(abi.encodeWithSelector(PairTwapGuard.TwapWindowOutOfBounds.selector, min - 1));
        collector.setTwapWindow(min - 1);
        vm.expectRevert(abi.encodeWithSelector(PairTwapGuard.TwapWindowOutOfBounds.selector, max + 1));
        collector.setTwapWindow(max + 1);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, EOA));
        vm.prank(EOA);
        collector.setTwapWindow(min);
        vm.expectEmit(false, false, false, true, address(collector));
        emit PairTwapGuard.TwapWindowSet(min);
        collector.setTwapWindow(min);
        assertEq(collector.twapWindow(), min, "shortest window");

        // At the longest window, the setUp's observations (30 minutes old) are too young.
        collector.setTwapWindow(max);
        assertEq(collector.twapWindow(), max, "longest window");
        (address pair,) = _generateFees(address(tkn), address(wbnb), 4_000 ether);
        // convert buys back token0 first: WBNB goes straight to CAKE, TKN through its pair with WBNB.
        address firstPool = IGriddlePair(pair).token0() == address(wbnb) ? factory.getPair(address(wbnb), address(cake)) : pair;
        PairTwapGuard.Observation[2] memory kept = collector.observations(firstPool);
        uint256 observedAt = kept[0].timestamp + kept[1].timestamp;
        vm.expectRevert(
            abi.encodeWithSelector(PairTwapGuard.PriceObservationTooRecent.selector, firstPool, observedAt + max)
        );
        _convert(pair);
    }

    function testSetMaxPriceDeviationAtItsBounds() public {
        uint256 min = collector.MIN_PRICE_DEVIATION_BPS();
        uint256 max = collector.MAX_PRICE_DEVIATION_BPS();
        vm.expectRevert(abi.encodeWithSelector(PairTwapGuard.PriceDeviationOutOfBounds.selector, min - 1));
        collector.setMaxPriceDeviation(min - 1);
        vm.expectRevert(abi.encodeWithSelector(PairTwapGuard.PriceDeviationOutOfBounds.selector, max + 1));
        collector.setMaxPriceDeviation(max + 1);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, EOA));
        vm.prank(EOA);
        collector.setMaxPriceDeviation(min);
        vm.expectEmit(false, false, false, true, address(collector));
        emit PairTwapGuard.MaxPriceDeviationSet(max);
        collector.setMaxPriceDeviation(max);
        assertEq(collector.maxPriceDeviationBps(), max, "widest band");
        collector.setMaxPriceDeviation(min);
        assertEq(collector.maxPriceDeviationBps(), min, "tightest band");
    }

    // The per-block limit.

    function testBuyBackSellsAtMostATenthOfAPercentOfAPoolPerBlock() public {
        address pool = factory.getPair(address(wbnb), address(cake));
        wbnb.transfer(address(collector), 10_000 ether);
        assertTrue(collector.buyBack(address(wbnb)) > 0, "bought");
        // CAKE-WBNB held 100,000 WBNB.
        assertEq(wbnb.balanceOf(address(collector)), 9_900 ether, "100 WBNB sold");
        assertEq(collector.buyBack(address(wbnb)), 0, "nothing more this block");
        assertEq(wbnb.balanceOf(address(collector)), 9_900 ether, "still 9,900");
        _nextBlockAfter(3);
        uint256 reserve = wbnb.balanceOf(pool);
        collector.buyBack(address(wbnb));
        assertEq(wbnb.balanceOf(address(collector)), 9_900 ether - reserve / 1_000, "0.1% of the reserve next block");
    }

    // Sandwiches: the attacker is this contract, trading around the collector in one block, as an EIP-7702
    // account does in one transaction or a searcher in a bundle.

    /// @dev The collector holds 5% of TKN-WBNB's liquidity: bought back at once, 3,000 WBNB of CAKE.
    function _largeBacklog() private returns (address pair) {
        pair = factory.getPair(address(tkn), address(wbnb));
        IERC20(pair).transfer(address(collector), 5_000 ether);
    }

    function _sandwichConvert(address pair, uint256 pump) private returns (int256 profit) {
        uint256 before = wbnb.balanceOf(address(this));
        uint256 bought = router.swapExactTokensForTokens(pump, 0, _path(address(wbnb), address(cake)), address(this), block.timestamp)[1];
        vm.prank(EOA, EOA);
        try collector.convert(pair) {}
        catch (bytes memory reason) {
            assertEq(bytes4(reason), PairTwapGuard.PriceDeviatesFromTwap.selector, "only the price guard reverts");
        }
        router.swapExactTokensForTokens(bought, 0, _path(address(cake), address(wbnb)), address(this), block.timestamp);
        profit = int256(wbnb.balanceOf(address(this))) - int256(before);
    }

    function testSandwichOfALargeConvertDoesNotPay() public {
        address pair = _largeBacklog();
        uint256 snapshot = vm.snapshotState();
        assertTrue(_sandwichConvert(pair, 1_000 ether) < 0, "a 2% pump, within the band");
        vm.revertToState(snapshot);
        assertTrue(_sandwichConvert(pair, 20_000 ether) < 0, "a 44% pump, past the band");
    }

    function testFuzzSandwichOfConvertNeverPays(uint256 pump) public {
        pump = bound(pump, 1 ether, 50_000 ether);
        assertTrue(_sandwichConvert(_largeBacklog(), pump) < 0, "the attacker lost");
    }

    /// @dev Calling the buyback again inside the sandwich buys nothing more: the limit is per block.
    function testFuzzRepeatedBuyBacksInOneSandwichNeverPay(uint256 pump) public {
        pump = bound(pump, 1 ether, 5_000 ether);
        wbnb.transfer(address(collector), 10_000 ether);
        uint256 before = wbnb.balanceOf(address(this));
        uint256 bought = router.swapExactTokensForTokens(pump, 0, _path(address(wbnb), address(cake)), address(this), block.timestamp)[1];
        for (uint256 i = 0; i < 3; ++i) {
            try collector.buyBack(address(wbnb)) {}
            catch (bytes memory reason) {
                assertEq(bytes4(reason), PairTwapGuard.PriceDeviatesFromTwap.selector, "only the price guard reverts");
            }
        }
        router.swapExactTokensForTokens(bought, 0, _path(address(cake), address(wbnb)), address(this), block.timestamp);
        assertTrue(wbnb.balanceOf(address(this)) < before, "the attacker lost");
    }

    // Fee-on-transfer tokens.

    function testConvertsAFeeOnTransferTokenPair() public {
        AmmFeeOnTransferToken fot = new AmmFeeOnTransferToken();
        fot.mint(address(this), SUPPLY);
        address pair = _pool(address(fot), address(wbnb), 100_000 ether, 100_000 ether);
        collector.observe(pair);
        address[] memory path = new address[](2);
        for (uint256 i = 0; i < 4; ++i) {
            (path[0], path[1]) = i % 2 == 0 ? (address(fot), address(wbnb)) : (address(wbnb), address(fot));
            router.swapExactTokensForTokensSupportingFeeOnTransferTokens(10_000 ether, 0, path, address(this), block.timestamp);
        }
        router.addLiquidity(address(fot), address(wbnb), 1 ether, 1 ether, 0, 0, address(this), block.timestamp);
        _nextBlockAfter(collector.twapWindow());

        uint256 cakeBurnt = _convert(pair);
        assertTrue(cakeBurnt > 0, "FOT -> WBNB -> CAKE");
        assertTrue(fot.balanceOf(TREASURY) > 0, "the treasury got its FOT, less the transfer fee");
        assertEq(fot.balanceOf(address(collector)), 0, "no FOT left");
        assertEq(wbnb.balanceOf(address(collector)), 0, "no WBNB left");
    }
}

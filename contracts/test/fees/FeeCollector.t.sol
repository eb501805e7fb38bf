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
        vm.deal(address(this), 1e6 ether);
        wbnb.deposit{value: 1e6 ether}();
        collector = new FeeCollector(IGriddleFactory(address(factory)), address(cake), address(wbnb), TREASURY, address(this));
        factory.setFeeTo(address(collector));

        _pool(address(cake), address(wbnb), 100_000 ether, 100_000 ether);
        _pool(address(tkn), address(wbnb), 100_000 ether, 100_000 ether);
        _pool(address(busd), address(wbnb), 100_000 ether, 100_000 ether);
        _pool(address(twt), address(cake), 100_000 ether, 100_000 ether);
        _pool(address(lnk), address(busd), 100_000 ether, 100_000 ether);
    }

    function _pool(address a, address b, uint256 amountA, uint256 amountB) private returns (address pair) {
        IERC20(a).approve(address(router), type(uint256).max);
        IERC20(b).approve(address(router), type(uint256).max);
        router.addLiquidity(a, b, amountA, amountB, 0, 0, address(this), block.timestamp);
        pair = factory.getPair(a, b);
    }

    /// @dev Trades back and forth through the pair, then adds a little liquidity: Uniswap V2 mints the
    /// protocol fee only on the next liquidity event.
    function _generateFees(address a, address b, uint256 volume) private returns (address pair) {
        address[] memory path = new address[](2);
        for (uint256 i = 0; i < 4; ++i) {
            (path[0], path[1]) = i % 2 == 0 ? (a, b) : (b, a);
            router.swapExactTokensForTokens(volume / 4, 0, path, address(this), block.timestamp);
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
        address pair = _generateFees(address(tkn), address(wbnb), 40_000 ether);
        uint256 liquidity = IGriddlePair(pair).balanceOf(address(collector));
        assertTrue(liquidity > 0, "the protocol fee reached the collector");
        (uint256 amount0, uint256 amount1) = _burnPreview(pair);
        address token0 = IGriddlePair(pair).token0();
        address token1 = IGriddlePair(pair).token1();

        vm.expectEmit(true, true, false, false, address(collector));
        emit FeeCollector.Converted(pair, EOA, liquidity, amount0 * 3 / 8, amount1 * 3 / 8, 0);
        uint256 cakeBurnt = _convert(pair);

        assertEq(IERC20(token0).balanceOf(TREASURY), amount0 * 3 / 8, "treasury token0");
        assertEq(IERC20(token1).balanceOf(TREASURY), amount1 * 3 / 8, "treasury token1");
        assertTrue(cakeBurnt > 0, "cake bought");
        assertEq(cake.balanceOf(DEAD), cakeBurnt, "cake burnt");
        assertEq(tkn.balanceOf(address(collector)), 0, "no TKN left");
        assertEq(wbnb.balanceOf(address(collector)), 0, "no WBNB left");
        assertEq(cake.balanceOf(address(collector)), 0, "no CAKE left");
    }

    function testConvertDirectCakePair() public {
        address pair = _generateFees(address(twt), address(cake), 40_000 ether);
        (uint256 amount0, uint256 amount1) = _burnPreview(pair);
        uint256 cakeSide = IGriddlePair(pair).token0() == address(cake) ? amount0 : amount1;
        uint256 cakeBurnt = _convert(pair);
        assertTrue(cakeBurnt > cakeSide - cakeSide * 3 / 8, "the CAKE side plus bought CAKE");
        assertEq(twt.balanceOf(address(collector)), 0, "TWT swapped straight to CAKE");
        assertEq(cake.balanceOf(TREASURY), cakeSide * 3 / 8, "treasury gets CAKE too");
    }

    function testConvertCakeWbnbPair() public {
        address pair = _generateFees(address(cake), address(wbnb), 40_000 ether);
        uint256 cakeBurnt = _convert(pair);
        assertEq(cake.balanceOf(DEAD), cakeBurnt, "burnt");
        assertEq(wbnb.balanceOf(address(collector)), 0, "WBNB swapped");
    }

    function testConvertThroughAnOwnerSetBridge() public {
        address pair = _generateFees(address(lnk), address(busd), 40_000 ether);
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
        address pair = _generateFees(address(x), address(y), 400 ether);
        collector.setBridge(address(x), address(y));
        collector.setBridge(address(y), address(x));
        vm.expectRevert(abi.encodeWithSelector(FeeCollector.RouteTooLong.selector, address(x)));
        _convert(pair);
    }

    /// @dev With the pair's 8/25 protocol share, the treasury earns 0.03% and the burn 0.05% of volume.
    function testTreasuryEarnsThreeBasisPointsOfVolume() public {
        uint256 volume = 40_000 ether;
        address pair = _generateFees(address(tkn), address(wbnb), volume);
        _convert(pair);
        // The pool trades near 1:1, so both tokens count at face value.
        uint256 treasuryValue = tkn.balanceOf(TREASURY) + wbnb.balanceOf(TREASURY);
        assertApproxEq(treasuryValue, volume * 3 / 10_000, volume * 3 / 10_000 / 20, "0.03% of volume within 5%");
    }

    function testConvertRejectsContracts() public {
        address pair = _generateFees(address(tkn), address(wbnb), 4_000 ether);
        vm.expectRevert(abi.encodeWithSelector(FeeCollector.CallerNotEOA.selector, address(this)));
        collector.convert(pair);
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
        address pair = _generateFees(address(tkn), address(wbnb), volume);
        (uint256 amount0, uint256 amount1) = _burnPreview(pair);
        _convert(pair);
        assertEq(IERC20(IGriddlePair(pair).token0()).balanceOf(TREASURY), amount0 * 3 / 8, "token0");
        assertEq(IERC20(IGriddlePair(pair).token1()).balanceOf(TREASURY), amount1 * 3 / 8, "token1");
    }
}

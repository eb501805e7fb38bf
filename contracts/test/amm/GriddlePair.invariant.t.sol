// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {GriddleFactory} from "../../src/amm/GriddleFactory.sol";
import {GriddlePair} from "../../src/amm/GriddlePair.sol";
import {GriddleRouter} from "../../src/amm/GriddleRouter.sol";
import {IGriddleRouter} from "../../src/interfaces/IGriddleRouter.sol";
import {ReflectionToken} from "../../src/tokens/ReflectionToken.sol";
import {WBNB} from "../../src/tokens/WBNB.sol";
import {GriddlePairHandler} from "./handlers/GriddlePairHandler.sol";
import {ReflectingHolders} from "./handlers/ReflectingHolders.sol";
import {AmmFeeOnTransferToken} from "./mocks/AmmFeeOnTransferToken.sol";
import {AmmTestToken} from "./mocks/AmmTestToken.sol";
import {AmmAssertions} from "./utils/AmmTest.sol";

/// @dev The invariants every pair keeps whatever its tokens and whoever calls it. Each suite below
/// sets up one pair and a GriddlePairHandler (which records the rules it checks along the way), and
/// runs 256 sequences of 128 calls per invariant: enough for fee switches, flash swaps and donations
/// to interleave with liquidity events, within the CI budget of a 2-core machine.
abstract contract GriddlePairInvariantBase is AmmAssertions {
    address internal constant FEE_TO = address(0xFEE7);

    GriddleFactory internal factory;
    GriddlePair internal pair;
    GriddlePairHandler internal handler;

    /// @dev A factory whose fee setter is the handler once `_startHandler` has run, with the fee on.
    function _deployFactory() internal {
        factory = new GriddleFactory(address(this));
        factory.setFeeTo(FEE_TO);
    }

    function _startHandler(bool[2] memory mintable, uint256 seed0, uint256 seed1) internal {
        handler = new GriddlePairHandler(pair, FEE_TO, mintable, seed0, seed1);
        factory.setFeeToSetter(address(handler));
    }

    function targetContracts() public view virtual returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    /// @dev Tokens appear in the pair beyond its reserves only when someone sends them: no balance grows
    /// by itself (a reflection) and skim can pay nothing out of what liquidity providers own.
    function invariant_excessOverReservesIsOnlyWhatWasSent() public view {
        (uint112 reserve0, uint112 reserve1,) = pair.getReserves();
        uint256 balance0 = IERC20(pair.token0()).balanceOf(address(pair));
        uint256 balance1 = IERC20(pair.token1()).balanceOf(address(pair));
        assertGe(balance0, reserve0, "balance0 below reserve0");
        assertGe(balance1, reserve1, "balance1 below reserve1");
        assertEq(balance0 - reserve0, handler.unaccounted(0), "excess of token0 nobody sent");
        assertEq(balance1 - reserve1, handler.unaccounted(1), "excess of token1 nobody sent");
        assertTrue(!handler.skimTouchedReserves(), "skim moved the reserves");
        assertTrue(!handler.syncLeftAGap(), "reserves differ from balances after sync");
    }

    function invariant_swapsNeverLowerKNorDodgeTheFee() public view {
        assertTrue(!handler.kFellAcrossASwap(), "k fell across a swap, flash swap or sync");
        assertTrue(!handler.feeBypassed(), "a swap paid out more than the 0.25% fee allows");
        assertTrue(!handler.flashRepaidShortSucceeded(), "a flash swap repaid short succeeded");
        assertTrue(!handler.flashReentrySucceeded(), "a flash swap re-entered the pair");
    }

    function invariant_lpSupplyIsBackedByTheReserves() public view {
        assertEq(pair.balanceOf(address(0)), pair.MINIMUM_LIQUIDITY(), "locked liquidity");
        uint256 supply = pair.totalSupply();
        assertEq(
            supply,
            pair.balanceOf(address(0)) + pair.balanceOf(address(handler)) + pair.balanceOf(FEE_TO),
            "totalSupply is the sum of balances"
        );
        (uint112 reserve0, uint112 reserve1,) = pair.getReserves();
        assertGe(Math.sqrt(uint256(reserve0) * reserve1), supply, "more LP tokens than sqrt(k)");
        assertTrue(!handler.shareValueFell(), "sqrt(k) per LP share fell");
    }

    function invariant_protocolFeeNeverExceedsItsShare() public view {
        assertTrue(!handler.protocolFeeAboveItsShare(), "feeTo got more than 8/25 of the growth");
        assertTrue(!handler.protocolFeeMiscounted(), "protocol fee differs from its formula");
        assertTrue(!handler.kLastWrong(), "kLast is not the reserve product (fee on) or zero (fee off)");
    }
}

/// @dev Two plain tokens, the protocol fee switched on and off.
/// forge-config: default.invariant.depth = 128
contract GriddlePairInvariantTest is GriddlePairInvariantBase {
    function setUp() public {
        _deployFactory();
        pair = GriddlePair(factory.createPair(address(new AmmTestToken()), address(new AmmTestToken())));
        _startHandler([true, true], 1e21, 3e21);
        handler.seed();
    }
}

/// @dev A token that burns 1% of every transfer, in and out of the pair, against a plain one.
/// forge-config: default.invariant.depth = 128
contract GriddlePairFeeOnTransferInvariantTest is GriddlePairInvariantBase {
    function setUp() public {
        _deployFactory();
        pair = GriddlePair(factory.createPair(address(new AmmFeeOnTransferToken()), address(new AmmTestToken())));
        _startHandler([true, true], 1e21, 3e21);
        handler.seed();
    }
}

/// @dev The reflection token (10% fee, 5% reflected to holders) against the fee-on-transfer token, in
/// a second pair of the reflection token created through the factory after its token/WBNB pair, while
/// two holders keep reflecting. On the token before issue 18 the pair's balance grew by itself and the
/// excess invariant failed.
/// forge-config: default.invariant.depth = 128
contract GriddlePairReflectionInvariantTest is GriddlePairInvariantBase {
    uint256 private constant SUPPLY = 1e15 * 1e9;

    ReflectingHolders private holders;

    function setUp() public {
        _deployFactory();
        GriddleRouter router = new GriddleRouter(address(factory), address(new WBNB()));
        ReflectionToken reflection =
            new ReflectionToken("SafeMoon", "SAFEMOON", 9, SUPPLY, address(this), IGriddleRouter(address(router)));
        AmmFeeOnTransferToken fot = new AmmFeeOnTransferToken();
        pair = GriddlePair(factory.createPair(address(reflection), address(fot)));
        bool reflectionIs0 = pair.token0() == address(reflection);
        _startHandler([!reflectionIs0, reflectionIs0], 1e20, 1e20);
        holders = new ReflectingHolders(IERC20(address(reflection)));
        // From the fee-free holder: everyone starts with whole amounts; their own transfers are taxed.
        reflection.transfer(address(handler), SUPPLY / 2);
        reflection.transfer(holders.HOLDER_A(), SUPPLY / 8);
        reflection.transfer(holders.HOLDER_B(), SUPPLY / 8);
        handler.seed();
    }

    function targetContracts() public view override returns (address[] memory targets) {
        targets = new address[](2);
        targets[0] = address(handler);
        targets[1] = address(holders);
    }
}

/// @dev Extremes: the smallest first deposit the pair accepts (sqrt(k) = MINIMUM_LIQUIDITY + 1, one LP
/// unit), then amounts from one wei up to what keeps a balance within the 112-bit reserves.
/// forge-config: default.invariant.depth = 128
contract GriddlePairExtremesInvariantTest is GriddlePairInvariantBase {
    function setUp() public {
        _deployFactory();
        pair = GriddlePair(factory.createPair(address(new AmmTestToken()), address(new AmmTestToken())));
        _startHandler([true, true], 1001, 1001);
        handler.seed();
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {GriddleFactory} from "../../../src/amm/GriddleFactory.sol";
import {GriddlePair} from "../../../src/amm/GriddlePair.sol";
import {GriddleRouter} from "../../../src/amm/GriddleRouter.sol";
import {WBNB} from "../../../src/tokens/WBNB.sol";
import {AmmTestToken} from "../mocks/AmmTestToken.sol";

/// @dev The cheatcodes these tests use, at the address Hardhat's Solidity test runner serves them.
interface Vm {
    function prank(address sender) external;
    function startPrank(address sender) external;
    function stopPrank() external;
    function expectRevert(bytes4 selector) external;
    function expectRevert(bytes calldata revertData) external;
    function expectEmit(bool checkTopic1, bool checkTopic2, bool checkTopic3, bool checkData) external;
    function warp(uint256 timestamp) external;
    function deal(address account, uint256 balance) external;
    function chainId(uint256 newChainId) external;
    function addr(uint256 privateKey) external pure returns (address);
    function sign(uint256 privateKey, bytes32 digest) external pure returns (uint8 v, bytes32 r, bytes32 s);
    function assume(bool condition) external pure;
}

/// @dev Assertions and bounded inputs, the small part of forge-std these tests need.
abstract contract AmmAssertions {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    function assertEq(uint256 actual, uint256 expected, string memory what) internal pure {
        if (actual != expected) {
            revert(string.concat(what, ": expected ", _str(expected), ", got ", _str(actual)));
        }
    }

    function assertEq(address actual, address expected, string memory what) internal pure {
        if (actual != expected) revert(string.concat(what, ": addresses differ"));
    }

    function assertEq(bytes32 actual, bytes32 expected, string memory what) internal pure {
        if (actual != expected) revert(string.concat(what, ": hashes differ"));
    }

    function assertEq(string memory actual, string memory expected, string memory what) internal pure {
        if (keccak256(bytes(actual)) != keccak256(bytes(expected))) {
            revert(string.concat(what, ": expected '", expected, "', got '", actual, "'"));
        }
    }

    function assertTrue(bool condition, string memory what) internal pure {
        if (!condition) revert(what);
    }

    function assertGe(uint256 a, uint256 b, string memory what) internal pure {
        if (a < b) revert(string.concat(what, ": ", _str(a), " < ", _str(b)));
    }

    function assertLe(uint256 a, uint256 b, string memory what) internal pure {
        if (a > b) revert(string.concat(what, ": ", _str(a), " > ", _str(b)));
    }

    /// @dev Maps any fuzzed value into [min, max] without rejecting runs.
    function bound(uint256 x, uint256 min, uint256 max) internal pure returns (uint256) {
        if (max - min == type(uint256).max) return x;
        return min + x % (max - min + 1);
    }

    function _str(uint256 value) private pure returns (string memory) {
        if (value == 0) return "0";
        uint256 digits;
        for (uint256 v = value; v != 0; v /= 10) ++digits;
        bytes memory out = new bytes(digits);
        for (; value != 0; value /= 10) out[--digits] = bytes1(uint8(48 + value % 10));
        return string(out);
    }
}

/// @dev A factory, router, WBNB and three tokens sorted by address (tokenA < tokenB < tokenC), so
/// every pair of them has a known token0.
abstract contract AmmFixture is AmmAssertions {
    address internal constant FEE_TO_SETTER = address(0xFEE5);
    address internal constant FEE_TO = address(0xFEE7);
    uint256 internal constant FAR_DEADLINE = type(uint64).max;

    GriddleFactory internal factory;
    GriddleRouter internal router;
    WBNB internal wbnb;
    AmmTestToken internal tokenA;
    AmmTestToken internal tokenB;
    AmmTestToken internal tokenC;

    function setUp() public virtual {
        factory = new GriddleFactory(FEE_TO_SETTER);
        wbnb = new WBNB();
        router = new GriddleRouter(address(factory), address(wbnb));
        AmmTestToken[3] memory tokens = [new AmmTestToken(), new AmmTestToken(), new AmmTestToken()];
        // Insertion sort of three.
        for (uint256 i = 1; i < 3; ++i) {
            for (uint256 j = i; j > 0 && address(tokens[j]) < address(tokens[j - 1]); --j) {
                (tokens[j], tokens[j - 1]) = (tokens[j - 1], tokens[j]);
            }
        }
        (tokenA, tokenB, tokenC) = (tokens[0], tokens[1], tokens[2]);
    }

    function _createPair(AmmTestToken token0, AmmTestToken token1) internal returns (GriddlePair) {
        return GriddlePair(factory.createPair(address(token0), address(token1)));
    }

    /// @dev Funds the pair directly and mints, as the router would.
    function _provide(GriddlePair pair, uint256 amount0, uint256 amount1, address to) internal returns (uint256) {
        AmmTestToken(pair.token0()).mint(address(pair), amount0);
        AmmTestToken(pair.token1()).mint(address(pair), amount1);
        return pair.mint(to);
    }

    function _path(address a, address b) internal pure returns (address[] memory path) {
        path = new address[](2);
        (path[0], path[1]) = (a, b);
    }

    function _path(address a, address b, address c) internal pure returns (address[] memory path) {
        path = new address[](3);
        (path[0], path[1], path[2]) = (a, b, c);
    }
}

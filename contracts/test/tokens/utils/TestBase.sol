// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @dev The cheatcodes the token, multicall and fee tests use, served by Hardhat's Solidity test
/// runner at the usual address (forge-std does not load under Hardhat 3, so they are declared here).
interface Cheatcodes {
    function prank(address sender) external;
    function prank(address sender, address origin) external;
    function startPrank(address sender) external;
    function startPrank(address sender, address origin) external;
    function stopPrank() external;
    function expectRevert(bytes calldata revertData) external;
    function expectRevert(bytes4 selector) external;
    function expectRevert() external;
    function expectEmit(bool checkTopic1, bool checkTopic2, bool checkTopic3, bool checkData) external;
    function expectEmit(bool checkTopic1, bool checkTopic2, bool checkTopic3, bool checkData, address emitter)
        external;
    function deal(address account, uint256 balance) external;
    function assume(bool condition) external pure;
    function roll(uint256 blockNumber) external;
    function warp(uint256 timestamp) external;
    function fee(uint256 baseFee) external;
    function coinbase(address newCoinbase) external;
    function prevrandao(bytes32 newPrevrandao) external;
    function chainId(uint256 newChainId) external;
    function snapshotState() external returns (uint256 snapshotId);
    function revertToState(uint256 snapshotId) external returns (bool success);
}

/// @dev Assertions and input bounding: the small part of forge-std these tests need.
abstract contract TestBase {
    Cheatcodes internal constant vm = Cheatcodes(0x7109709ECfa91a80626fF3989D68f67F5b1DD12D);

    function assertEq(uint256 actual, uint256 expected, string memory what) internal pure {
        if (actual != expected) {
            revert(string.concat(what, ": expected ", _toString(expected), ", got ", _toString(actual)));
        }
    }

    function assertEq(address actual, address expected, string memory what) internal pure {
        if (actual != expected) revert(string.concat(what, ": addresses differ"));
    }

    function assertEq(bytes32 actual, bytes32 expected, string memory what) internal pure {
        if (actual != expected) revert(string.concat(what, ": hashes differ"));
    }

    function assertEq(bytes memory actual, bytes memory expected, string memory what) internal pure {
        if (keccak256(actual) != keccak256(expected)) revert(string.concat(what, ": bytes differ"));
    }

    function assertTrue(bool condition, string memory what) internal pure {
        if (!condition) revert(what);
    }

    /// @dev `actual` within `tolerance` of `expected`, either side.
    function assertApproxEq(uint256 actual, uint256 expected, uint256 tolerance, string memory what)
        internal
        pure
    {
        uint256 difference = actual > expected ? actual - expected : expected - actual;
        if (difference > tolerance) {
            revert(
                string.concat(what, ": expected ", _toString(expected), " +- ", _toString(tolerance), ", got ", _toString(actual))
            );
        }
    }

    /// @dev Maps any fuzzed value into [min, max] without rejecting runs.
    function bound(uint256 value, uint256 min, uint256 max) internal pure returns (uint256) {
        if (max <= min) return min;
        if (min == 0 && max == type(uint256).max) return value;
        return min + value % (max - min + 1);
    }

    function _toString(uint256 value) private pure returns (string memory) {
        if (value == 0) return "0";
        uint256 digits;
        for (uint256 rest = value; rest != 0; rest /= 10) ++digits;
        bytes memory text = new bytes(digits);
        for (; value != 0; value /= 10) text[--digits] = bytes1(uint8(48 + value % 10));
        return string(text);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {Hashes} from "@openzeppelin/contracts/utils/cryptography/Hashes.sol";

/// @dev The results tree as @griddle/sdk's buildResultsTree builds it, for the tests: leaves sorted
/// ascending, each level pairing neighbours with OpenZeppelin's commutative hash, an odd last node
/// carried up as it is.
library ResultsTree {
    function root(bytes32[] memory leaves) internal pure returns (bytes32) {
        bytes32[] memory level = _sorted(leaves);
        while (level.length > 1) {
            level = _parent(level);
        }
        return level[0];
    }

    function proof(bytes32[] memory leaves, bytes32 leaf) internal pure returns (bytes32[] memory path) {
        bytes32[] memory level = _sorted(leaves);
        uint256 index = type(uint256).max;
        for (uint256 i = 0; i < level.length; ++i) {
            if (level[i] == leaf) index = i;
        }
        require(index != type(uint256).max, "leaf not in tree");
        bytes32[] memory collected = new bytes32[](256);
        uint256 length;
        while (level.length > 1) {
            uint256 sibling = index ^ 1;
            if (sibling < level.length) collected[length++] = level[sibling];
            level = _parent(level);
            index /= 2;
        }
        path = new bytes32[](length);
        for (uint256 i = 0; i < length; ++i) {
            path[i] = collected[i];
        }
    }

    function _parent(bytes32[] memory level) private pure returns (bytes32[] memory next) {
        next = new bytes32[]((level.length + 1) / 2);
        for (uint256 i = 0; i < level.length; i += 2) {
            next[i / 2] = i + 1 < level.length ? Hashes.commutativeKeccak256(level[i], level[i + 1]) : level[i];
        }
    }

    function _sorted(bytes32[] memory leaves) private pure returns (bytes32[] memory sorted) {
        sorted = new bytes32[](leaves.length);
        for (uint256 i = 0; i < leaves.length; ++i) {
            bytes32 value = leaves[i];
            uint256 j = i;
            while (j > 0 && sorted[j - 1] > value) {
                sorted[j] = sorted[j - 1];
                --j;
            }
            sorted[j] = value;
        }
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {LotteryNumbers} from "./LotteryNumbers.sol";

/// @title LotteryRandomness
/// @notice How a round's final number is committed to and derived (the threat model is in the README,
/// "Lottery randomness: threat model", and on `GriddleLottery`).
/// @dev The operator commits `commitment(seed)` when the round opens. The final number mixes the
/// seed with the hash of the block after the one that closed sales, and with the round's id:
/// - the operator knows the seed but, when sales close, not the next block's hash;
/// - the producer of that block can shape its hash but does not know the seed;
/// - the id keeps a seed carelessly reused from another round from repeating its number.
library LotteryRandomness {
    /// @notice What the operator commits to for a round: keccak256 of the 32-byte seed.
    function commitment(bytes32 seed) internal pure returns (bytes32) {
        return keccak256(abi.encode(seed));
    }

    /// @notice The final number for `seed`, the hash of the block after the close block, and the round.
    /// The modulo bias of 2^256 mod 10^6 against 10^6 outcomes is below 10^-70.
    function finalNumber(bytes32 seed, bytes32 blockHash, uint256 lotteryId) internal pure returns (uint32) {
        uint256 mixed = uint256(keccak256(abi.encode(seed, blockHash, lotteryId)));
        return uint32(LotteryNumbers.MIN_NUMBER + mixed % (LotteryNumbers.MAX_NUMBER - LotteryNumbers.MIN_NUMBER + 1));
    }
}

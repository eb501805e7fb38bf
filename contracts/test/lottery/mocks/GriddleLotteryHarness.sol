// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {GriddleLottery} from "../../../src/lottery/GriddleLottery.sol";

/// @dev The lottery with a block hash the test chooses, for flows that must know the final number
/// before sales close (the gas bench's draw with winners in every bracket). Solidity tests use the
/// real contract and `vm.setBlockhash` instead; a JSON-RPC chain has no such call.
contract GriddleLotteryHarness is GriddleLottery {
    mapping(uint256 blockNumber => bytes32) private _chosenHashes;

    constructor(
        IERC20 cake,
        address initialOwner,
        address operator_,
        address treasury,
        address injector,
        uint256 minLength
    ) GriddleLottery(cake, initialOwner, operator_, treasury, injector, minLength) {}

    function setBlockHash(uint256 blockNumber, bytes32 blockHash) external {
        _chosenHashes[blockNumber] = blockHash;
    }

    function _blockHash(uint256 blockNumber) internal view override returns (bytes32) {
        bytes32 chosen = _chosenHashes[blockNumber];
        return chosen == bytes32(0) ? blockhash(blockNumber) : chosen;
    }
}

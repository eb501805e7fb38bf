// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {GriddlePrediction} from "../../../src/prediction/GriddlePrediction.sol";
import {AggregatorV3Interface} from "../../../src/interfaces/AggregatorV3Interface.sol";
import {TestBase} from "../../tokens/utils/TestBase.sol";
import {MockAggregator} from "../mocks/MockAggregator.sol";

/// @dev The one cheatcode these tests need beyond TestBase's.
interface EtchCheatcode {
    function etch(address target, bytes calldata code) external;
}

/// @dev A game on a mock feed, 3-second blocks, with helpers that bet as EOAs and run rounds.
abstract contract PredictionTest is TestBase {
    address internal constant ADMIN = address(0xAD);
    address internal constant OPERATOR = address(0x0F);
    address internal constant ALICE = address(0xA11CE);
    address internal constant BOB = address(0xB0B);
    address internal constant CAROL = address(0xCA201);
    uint256 internal constant BLOCK_TIME = 3;

    MockAggregator internal feed;
    GriddlePrediction internal game;

    function setUp() public virtual {
        vm.roll(1000);
        vm.warp(1_700_000_000);
        feed = new MockAggregator();
        game = new GriddlePrediction(AggregatorV3Interface(address(feed)), ADMIN, OPERATOR, BLOCK_TIME);
    }

    function _mine(uint256 blocks) internal {
        vm.roll(block.number + blocks);
        vm.warp(block.timestamp + blocks * BLOCK_TIME);
    }

    function _mineTo(uint256 blockNumber) internal {
        if (blockNumber > block.number) _mine(blockNumber - block.number);
    }

    function _push(int256 answer) internal returns (uint80) {
        return feed.push(answer, block.timestamp);
    }

    function _bet(address user, uint256 epoch, bool bull, uint256 amount) internal {
        vm.deal(user, user.balance + amount);
        vm.prank(user, user);
        if (bull) game.betBull{value: amount}(epoch);
        else game.betBear{value: amount}(epoch);
    }

    function _claim(address user, uint256 epoch) internal returns (uint256 paid) {
        uint256[] memory epochs = new uint256[](1);
        epochs[0] = epoch;
        uint256 before = user.balance;
        vm.prank(user, user);
        game.claim(epochs);
        paid = user.balance - before;
    }

    function _lockBlock(uint256 epoch) internal view returns (uint256) {
        return game.rounds(epoch).lockBlock;
    }

    function _genesisStart() internal {
        vm.prank(OPERATOR);
        game.genesisStartRound();
    }

    /// @dev Mines to the current round's lock block, prices it and runs genesis lock.
    function _genesisLock(int256 price) internal {
        _mineTo(_lockBlock(game.currentEpoch()));
        _push(price);
        vm.prank(OPERATOR);
        game.genesisLockRound();
    }

    /// @dev Mines to the current round's lock block (the live round's end), prices it and executes.
    function _execute(int256 price) internal {
        _mineTo(_lockBlock(game.currentEpoch()));
        _push(price);
        vm.prank(OPERATOR);
        game.executeRound();
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {GriddlePrediction} from "../../src/prediction/GriddlePrediction.sol";
import {AggregatorV3Interface} from "../../src/interfaces/AggregatorV3Interface.sol";
import {TestBase} from "../tokens/utils/TestBase.sol";
import {MockAggregator} from "./mocks/MockAggregator.sol";

/// @dev Four players betting on both sides, an operator that executes on time, late or never, an
/// admin that pauses and changes the treasury rate within its bound, and anyone catching up. It
/// records what every round took in bets and paid out in claims and refunds, and whether the game
/// ever refused to move on.
contract PredictionHandler is TestBase {
    address public constant ADMIN = address(0xAD);
    address public constant OPERATOR = address(0x0F);

    GriddlePrediction public immutable game;
    MockAggregator public immutable feed;

    mapping(uint256 epoch => uint256) public betsIn;
    mapping(uint256 epoch => uint256) public paidOut;
    uint256 public treasuryPaid;
    bool public stalled;
    int256 private _price = 300e8;
    address[4] private _players = [address(0xA1), address(0xA2), address(0xA3), address(0xA4)];

    constructor(GriddlePrediction game_, MockAggregator feed_) {
        game = game_;
        feed = feed_;
    }

    function player(uint256 i) external view returns (address) {
        return _players[i];
    }

    function bet(uint256 who, bool bull, uint256 amount) external {
        uint256 epoch = game.currentEpoch();
        if (game.paused() || epoch == 0 || block.number >= game.rounds(epoch).lockBlock) return;
        address user = _players[who % 4];
        (, uint256 already,) = game.ledger(epoch, user);
        if (already != 0) return;
        amount = bound(amount, game.minBetAmount(), 1e21);
        vm.deal(user, user.balance + amount);
        vm.prank(user, user);
        if (bull) game.betBull{value: amount}(epoch);
        else game.betBear{value: amount}(epoch);
        betsIn[epoch] += amount;
    }

    function mine(uint256 blocks) external {
        blocks = bound(blocks, 1, 150);
        vm.roll(block.number + blocks);
        vm.warp(block.timestamp + blocks * 3);
    }

    /// @dev The feed moves by up to 1% either way, or not at all (ties).
    function pushPrice(uint256 move) external {
        move = bound(move, 0, 200);
        _price = _price * int256(9_900 + move) / 10_000;
        feed.push(_price, block.timestamp);
    }

    /// @dev The operator runs whatever step is due, at any block of the window; past it, anyone catches up.
    function execute(uint256 delay, uint256 move) external {
        if (game.paused()) {
            vm.prank(ADMIN);
            game.unpause();
            return;
        }
        if (!game.genesisStartOnce()) {
            vm.prank(OPERATOR);
            game.genesisStartRound();
            return;
        }
        uint256 lock = game.rounds(game.currentEpoch()).lockBlock;
        uint256 lastBlock = lock + game.bufferBlocks();
        uint256 target = lock + bound(delay, 0, game.bufferBlocks());
        if (block.number < target) this.mine(target - block.number);
        this.pushPrice(move);
        bool genesisLock = !game.genesisLockOnce();
        bool late = block.number > lastBlock;
        vm.prank(late ? address(0xCA7C4) : OPERATOR);
        if (late) {
            try game.catchUp() {} catch {
                stalled = true;
            }
        } else if (genesisLock) {
            try game.genesisLockRound() {} catch {
                stalled = true;
            }
        } else {
            try game.executeRound() {} catch {
                stalled = true;
            }
        }
    }

    function pause() external {
        if (game.paused()) return;
        vm.prank(ADMIN);
        game.pause();
    }

    function setTreasuryRate(uint256 rate) external {
        vm.prank(ADMIN);
        game.setTreasuryRate(bound(rate, 0, game.MAX_TREASURY_RATE()));
    }

    function claim(uint256 who, uint256 epochSeed) external {
        uint256 current = game.currentEpoch();
        if (current == 0) return;
        _claim(_players[who % 4], bound(epochSeed, 1, current));
    }

    /// @dev Everyone collects everything, so fully settled rounds are common.
    function claimAll() external {
        uint256 current = game.currentEpoch();
        for (uint256 i = 0; i < 4; ++i) {
            for (uint256 epoch = 1; epoch <= current; ++epoch) _claim(_players[i], epoch);
        }
    }

    function claimTreasury() external {
        uint256 before = ADMIN.balance;
        vm.prank(ADMIN);
        game.claimTreasury();
        treasuryPaid += ADMIN.balance - before;
    }

    function _claim(address user, uint256 epoch) private {
        if (!game.claimable(epoch, user) && !game.refundable(epoch, user)) return;
        uint256[] memory epochs = new uint256[](1);
        epochs[0] = epoch;
        uint256 before = user.balance;
        vm.prank(user, user);
        game.claim(epochs);
        paidOut[epoch] += user.balance - before;
    }
}

/// forge-config: default.invariant.runs = 64
/// forge-config: default.invariant.depth = 80
contract GriddlePredictionInvariantTest is TestBase {
    GriddlePrediction private game;
    PredictionHandler private handler;

    function setUp() public {
        vm.roll(1000);
        vm.warp(1_700_000_000);
        MockAggregator feed = new MockAggregator();
        game = new GriddlePrediction(AggregatorV3Interface(address(feed)), address(0xAD), address(0x0F), 3);
        handler = new PredictionHandler(game, feed);
        feed.push(300e8, block.timestamp);
    }

    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    /// @dev For every closed round, claims + refunds + the treasury's cut == bets, to the wei, once
    /// nobody has anything left to collect; before that, what is left is exactly what its players can
    /// still collect, and the contract holds exactly that plus the unclaimed treasury. The game never
    /// refuses to move on.
    function invariant_closedRoundsPayOutExactlyTheirBets() public view {
        assertTrue(!handler.stalled(), "the game stalled");
        uint256 owed;
        uint256 current = game.currentEpoch();
        for (uint256 epoch = 1; epoch <= current; ++epoch) {
            GriddlePrediction.RoundInfo memory r = game.rounds(epoch);
            uint256 bets = handler.betsIn(epoch);
            assertEq(r.totalAmount, bets, "round total is the bets");
            uint256 treasuryCut = r.oracleCalled && r.rewardBaseCalAmount != 0 ? bets - r.rewardAmount : 0;
            uint256 paid = handler.paidOut(epoch);
            assertTrue(paid + treasuryCut <= bets, "paid more than was bet");
            uint256 left = bets - paid - treasuryCut;
            owed += left;
            if (!r.oracleCalled && !r.cancelled) {
                assertEq(paid, 0, "an open round paid out");
                continue;
            }
            bool collectable;
            for (uint256 i = 0; i < 4; ++i) {
                address user = handler.player(i);
                if (game.claimable(epoch, user) || game.refundable(epoch, user)) collectable = true;
            }
            if (!collectable) assertEq(paid + treasuryCut, bets, "settled round: claims + refunds + treasury == bets");
        }
        assertEq(address(game).balance, owed + game.treasuryAmount(), "the contract holds exactly what is owed");
    }
}

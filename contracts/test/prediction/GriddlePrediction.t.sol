// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {GriddlePrediction} from "../../src/prediction/GriddlePrediction.sol";
import {AggregatorV3Interface} from "../../src/interfaces/AggregatorV3Interface.sol";
import {AmmTestToken} from "../amm/mocks/AmmTestToken.sol";
import {PredictionTest, EtchCheatcode} from "./utils/PredictionTest.sol";
import {PredictionCaller} from "./mocks/PredictionCaller.sol";
import {NaiveRules} from "./mocks/NaiveRules.sol";

contract GriddlePredictionTest is PredictionTest {
    // ------------------------------------------------------------ defaults and the happy path

    function test_defaultsFollowSpec() public view {
        assertEq(game.intervalBlocks(), 100, "intervalBlocks");
        assertEq(game.bufferBlocks(), 20, "bufferBlocks");
        assertEq(game.minBetAmount(), 1e15, "minBetAmount");
        assertEq(game.rewardRate(), 97, "rewardRate");
        assertEq(game.treasuryRate(), 3, "treasuryRate");
        assertEq(game.currentEpoch(), 0, "no round yet");
        assertTrue(!game.paused(), "not paused");
        assertEq(game.adminAddress(), ADMIN, "admin");
        assertEq(game.operatorAddress(), OPERATOR, "operator");
        assertEq(address(game.oracle()), address(feed), "oracle");
    }

    function test_fullRoundPaysWinnerAndTreasury() public {
        _genesisStart();
        GriddlePrediction.RoundInfo memory r1 = game.rounds(1);
        assertEq(r1.epoch, 1, "epoch");
        assertEq(r1.startBlock, block.number, "startBlock");
        assertEq(r1.lockBlock, block.number + 100, "lockBlock");
        assertEq(r1.endBlock, block.number + 200, "endBlock");
        assertEq(r1.rewardRate, 97, "rate snapshot");

        _bet(ALICE, 1, true, 1 ether);
        _bet(BOB, 1, false, 3 ether);
        _genesisLock(100e8);
        assertEq(game.currentEpoch(), 2, "next round started");
        _execute(101e8);

        r1 = game.rounds(1);
        assertTrue(r1.oracleCalled, "closed");
        assertEq(uint256(r1.lockPrice), 100e8, "lockPrice");
        assertEq(uint256(r1.closePrice), 101e8, "closePrice");
        assertEq(r1.lockOracleId, 1, "lockOracleId");
        assertEq(r1.closeOracleId, 2, "closeOracleId");
        assertEq(r1.totalAmount, 4 ether, "total");
        assertEq(r1.rewardBaseCalAmount, 1 ether, "base = bull side");
        assertEq(r1.rewardAmount, 3.88 ether, "97% of the pot");
        assertEq(game.treasuryAmount(), 0.12 ether, "3% to the treasury");

        assertTrue(game.claimable(1, ALICE), "winner claimable");
        assertTrue(!game.claimable(1, BOB), "loser not claimable");
        assertTrue(!game.refundable(1, ALICE), "not a refund");
        assertEq(_claim(ALICE, 1), 3.88 ether, "winner paid the whole reward");
        (, , bool claimed) = game.ledger(1, ALICE);
        assertTrue(claimed, "marked claimed");
        assertTrue(!game.claimable(1, ALICE), "claimed once");

        vm.expectRevert(abi.encodeWithSelector(GriddlePrediction.NotClaimable.selector, 1, BOB));
        _claim(BOB, 1);

        uint256 before = ADMIN.balance;
        vm.prank(ADMIN);
        game.claimTreasury();
        assertEq(ADMIN.balance - before, 0.12 ether, "treasury claimed");
        assertEq(game.treasuryAmount(), 0, "treasury emptied");
        assertEq(address(game).balance, 0, "no wei left");
    }

    // ------------------------------------------------------------ bets

    function test_betRules() public {
        vm.expectRevert(abi.encodeWithSelector(GriddlePrediction.RoundNotBettable.selector, 0, 0, 0));
        _bet(ALICE, 0, true, 1e15);
        _genesisStart();
        uint256 lock = _lockBlock(1);
        vm.expectRevert(abi.encodeWithSelector(GriddlePrediction.RoundNotBettable.selector, 2, 1, lock));
        _bet(ALICE, 2, true, 1e15);
        vm.expectRevert(abi.encodeWithSelector(GriddlePrediction.BetTooSmall.selector, 1e15 - 1, 1e15));
        _bet(ALICE, 1, true, 1e15 - 1);
        _bet(ALICE, 1, true, 1e15);
        vm.expectRevert(abi.encodeWithSelector(GriddlePrediction.AlreadyBet.selector, 1, ALICE));
        _bet(ALICE, 1, false, 1e15);
        (GriddlePrediction.Position position, uint256 amount, bool claimed) = game.ledger(1, ALICE);
        assertTrue(position == GriddlePrediction.Position.Bull && amount == 1e15 && !claimed, "ledger");
        _mineTo(lock);
        vm.expectRevert(abi.encodeWithSelector(GriddlePrediction.RoundNotBettable.selector, 1, 1, lock));
        _bet(BOB, 1, true, 1e15);
    }

    function test_betWhilePausedReverts() public {
        _genesisStart();
        vm.prank(ADMIN);
        game.pause();
        vm.expectRevert(GriddlePrediction.Paused.selector);
        _bet(ALICE, 1, true, 1e15);
    }

    /// @dev (e) Contracts cannot bet or claim.
    function test_contractCallerCannotBet() public {
        _genesisStart();
        PredictionCaller caller = new PredictionCaller();
        vm.deal(ALICE, 1 ether);
        vm.prank(ALICE, ALICE);
        vm.expectRevert(abi.encodeWithSelector(GriddlePrediction.NotExternallyOwned.selector, address(caller)));
        caller.betBull{value: 1e15}(game, 1);
    }

    /// @dev (e) An EIP-7702 delegated EOA carries code (0xef0100 || delegate) yet signs its own
    /// transactions: it may bet here, where PancakeSwap's extcodesize rule locks it out.
    function test_eip7702DelegatedEoaMayBet() public {
        _genesisStart();
        EtchCheatcode(address(vm)).etch(ALICE, abi.encodePacked(hex"ef0100", address(0x7702)));
        assertTrue(ALICE.code.length == 23, "delegated EOA has code");
        assertTrue(!NaiveRules.mayBet(ALICE, ALICE), "PancakeSwap's rule rejects the delegated EOA");
        _bet(ALICE, 1, true, 1e15);
        (, uint256 amount,) = game.ledger(1, ALICE);
        assertEq(amount, 1e15, "delegated EOA bet");
    }

    /// @dev (f) Same state, same amount, all storage warmed alike: a Bull and a Bear bet cost the
    /// same gas, for the first bet of a round and for a later one: the same storage writes, so they
    /// differ only by the selector's place in the dispatcher and the event branch (83 gas measured),
    /// where PancakeSwap's Bear bet cost about 2,800 to 20,000 more than its Bull bet.
    function test_bullAndBearBetsCostTheSameGas() public {
        _genesisStart();
        (uint256 firstBull, uint256 firstBear) = _measureBothSides();
        _bet(CAROL, 1, true, 1e15);
        _bet(address(0xDA7E), 1, false, 1e15);
        (uint256 laterBull, uint256 laterBear) = _measureBothSides();
        assertApproxEq(firstBull, firstBear, 100, "first bet: bull and bear gas");
        assertApproxEq(laterBull, laterBear, 100, "later bet: bull and bear gas");
    }

    function _measureBothSides() private returns (uint256 bull, uint256 bear) {
        vm.deal(ALICE, 1 ether);
        vm.deal(BOB, 1 ether);
        game.rounds(1);
        game.ledger(1, ALICE);
        game.ledger(1, BOB);
        uint256 snapshot = vm.snapshotState();
        vm.prank(ALICE, ALICE);
        uint256 start = gasleft();
        game.betBull{value: 1e15}(1);
        bull = start - gasleft();
        vm.revertToState(snapshot);
        vm.prank(BOB, BOB);
        start = gasleft();
        game.betBear{value: 1e15}(1);
        bear = start - gasleft();
        vm.revertToState(snapshot);
    }

    // ------------------------------------------------------------ oracle: (a) and (b)

    /// @dev (a) An answer older than the allowance at the lock block cancels the round instead of
    /// pricing it; PancakeSwap v2's check accepts it.
    function test_staleOracleAnswerIsRefused() public {
        vm.prank(ADMIN);
        game.setOracleUpdateAllowance(60);
        _genesisStart();
        _bet(ALICE, 1, true, 1 ether);
        _push(100e8);
        uint256 updatedAt = block.timestamp;
        _mineTo(_lockBlock(1));
        assertTrue(block.timestamp - updatedAt > game.oracleUpdateAllowance(), "answer is stale");
        assertTrue(NaiveRules.fresh(updatedAt, game.oracleUpdateAllowance()), "PancakeSwap accepts it");
        vm.prank(OPERATOR);
        game.genesisLockRound();
        assertTrue(game.rounds(1).cancelled, "round cancelled, not priced");
        assertEq(game.rounds(1).lockOracleId, 0, "no lock oracle id");
        assertTrue(game.refundable(1, ALICE), "refundable");
        assertEq(_claim(ALICE, 1), 1 ether, "refunded in full");
        assertEq(game.currentEpoch(), 2, "the game carries on");
    }

    /// @dev (a) A lock whose answer is the same oracle round as the previous lock is refused, and so
    /// is a close priced by its own lock's round.
    function test_oracleRoundNotNewerIsRefused() public {
        _genesisStart();
        _genesisLock(100e8);
        _bet(ALICE, 2, true, 1 ether);
        _bet(BOB, 2, false, 1 ether);
        _mineTo(_lockBlock(2));
        vm.prank(OPERATOR);
        game.executeRound();
        assertTrue(game.rounds(1).cancelled, "round 1 closed by its own lock round: cancelled");
        assertTrue(game.rounds(2).cancelled, "round 2 locked by the previous lock's round: cancelled");
        assertEq(game.oracleLatestRoundId(), 1, "last lock id unchanged");
        assertEq(_claim(ALICE, 2), 1 ether, "refund");
        assertEq(_claim(BOB, 2), 1 ether, "refund");
    }

    /// @dev (b) The lock price is the one at the lock block, wherever in the buffer the round is
    /// executed; PancakeSwap's rule takes whatever the feed says at the call.
    function test_priceDoesNotDependOnWhenExecuted() public {
        _genesisStart();
        _mineTo(_lockBlock(1) - 1);
        uint80 atLock = _push(100e8);
        _mine(1);
        uint256 snapshot = vm.snapshotState();
        vm.prank(OPERATOR);
        game.genesisLockRound();
        GriddlePrediction.RoundInfo memory early = game.rounds(1);
        vm.revertToState(snapshot);

        for (uint256 i = 0; i < 10; ++i) {
            _mine(2);
            _push(int256(90e8 - i * 1e8));
        }
        assertTrue(NaiveRules.price(AggregatorV3Interface(address(feed))) != 100e8, "the feed moved since");
        vm.prank(OPERATOR);
        game.genesisLockRound();
        GriddlePrediction.RoundInfo memory late = game.rounds(1);
        assertEq(uint256(early.lockPrice), 100e8, "early execution: price at the lock block");
        assertEq(uint256(late.lockPrice), 100e8, "late execution: same price");
        assertEq(late.lockOracleId, atLock, "same oracle round");
        assertEq(early.lockOracleId, atLock, "same oracle round");
    }

    /// @dev (b) The walk back is bounded: more updates than MAX_ORACLE_LOOKBACK since the block
    /// cancel the round rather than run an unbounded loop.
    function test_oracleLookbackIsBounded() public {
        _genesisStart();
        _mineTo(_lockBlock(1));
        _push(100e8);
        _mine(1);
        for (uint256 i = 0; i <= game.MAX_ORACLE_LOOKBACK(); ++i) _push(101e8);
        vm.prank(OPERATOR);
        game.genesisLockRound();
        assertTrue(game.rounds(1).cancelled, "cancelled past the bound");
    }

    // ------------------------------------------------------------ (c) catch-up

    function test_missedWindowAnyoneCatchesUp() public {
        _genesisStart();
        _bet(ALICE, 1, true, 1 ether);
        _genesisLock(100e8);
        _bet(BOB, 2, false, 2 ether);
        uint256 lock = _lockBlock(2);
        _mineTo(lock + game.bufferBlocks() + 1);
        _push(101e8);
        bytes memory tooLate =
            abi.encodeWithSelector(GriddlePrediction.TooLate.selector, block.number, lock + game.bufferBlocks());
        vm.prank(OPERATOR);
        vm.expectRevert(tooLate);
        game.executeRound();

        vm.prank(CAROL);
        game.catchUp();
        assertTrue(game.rounds(1).cancelled && game.rounds(2).cancelled, "both unexecuted rounds cancelled");
        assertEq(game.currentEpoch(), 3, "a new round started");
        assertEq(game.rounds(3).startBlock, block.number, "starting now");
        assertEq(_claim(ALICE, 1), 1 ether, "live round refunded in full");
        assertEq(_claim(BOB, 2), 2 ether, "next round refunded in full");
        assertEq(game.treasuryAmount(), 0, "no fee");

        _bet(ALICE, 3, true, 1e15);
        _execute(102e8);
        assertEq(game.currentEpoch(), 4, "the operator carries on");
        assertEq(uint256(game.rounds(3).lockPrice), 102e8, "round 3 locked");
    }

    function test_catchUpWithinWindowReverts() public {
        vm.expectRevert(GriddlePrediction.GenesisOutOfOrder.selector);
        game.catchUp();
        _genesisStart();
        uint256 last = _lockBlock(1) + game.bufferBlocks();
        _mineTo(last);
        vm.expectRevert(abi.encodeWithSelector(GriddlePrediction.NothingToCatchUp.selector, block.number, last));
        game.catchUp();
    }

    function test_executeTooEarlyReverts() public {
        _genesisStart();
        uint256 lock = _lockBlock(1);
        vm.prank(OPERATOR);
        vm.expectRevert(abi.encodeWithSelector(GriddlePrediction.TooEarly.selector, block.number, lock));
        game.genesisLockRound();
    }

    // ------------------------------------------------------------ (d) no winners

    function test_tieRefundsEveryoneWithoutFee() public {
        _genesisStart();
        _bet(ALICE, 1, true, 1 ether);
        _bet(BOB, 1, false, 2 ether);
        _genesisLock(100e8);
        _execute(100e8);
        assertTrue(game.rounds(1).oracleCalled, "closed");
        assertTrue(game.refundable(1, ALICE) && game.refundable(1, BOB), "both refundable");
        assertTrue(!game.claimable(1, ALICE) && !game.claimable(1, BOB), "nobody won");
        assertEq(_claim(ALICE, 1) + _claim(BOB, 1), 3 ether, "all refunded");
        assertEq(game.treasuryAmount(), 0, "the house takes nothing");
    }

    function test_noBetOnWinningSideRefundsEveryone() public {
        _genesisStart();
        _bet(ALICE, 1, false, 1 ether);
        _bet(BOB, 1, false, 2 ether);
        _genesisLock(100e8);
        _execute(110e8);
        assertTrue(game.refundable(1, ALICE) && game.refundable(1, BOB), "both refundable");
        assertEq(_claim(ALICE, 1) + _claim(BOB, 1), 3 ether, "all refunded");
        assertEq(address(game).balance, 0, "nothing locked");
    }

    function test_lastWinnerTakesRoundingDust() public {
        _genesisStart();
        _bet(ALICE, 1, true, 1e15 + 1);
        _bet(CAROL, 1, true, 1e15 + 2);
        _bet(BOB, 1, false, 1e15 + 7);
        _genesisLock(100e8);
        _execute(101e8);
        GriddlePrediction.RoundInfo memory r = game.rounds(1);
        uint256 alice = _claim(ALICE, 1);
        assertEq(alice, (1e15 + 1) * r.rewardAmount / r.rewardBaseCalAmount, "exact pro rata share");
        assertEq(_claim(CAROL, 1), r.rewardAmount - alice, "last winner gets the rest");
        assertEq(address(game).balance, game.treasuryAmount(), "only the treasury's cut is left");
    }

    // ------------------------------------------------------------ (g) fees and claimable

    function test_treasuryRateChangeSparesStartedRounds() public {
        _genesisStart();
        _bet(ALICE, 1, true, 1 ether);
        _bet(BOB, 1, false, 1 ether);
        vm.prank(ADMIN);
        game.setTreasuryRate(10);
        _genesisLock(100e8);
        _execute(101e8);
        assertEq(game.rounds(1).treasuryRate, 3, "round 1 keeps its rate");
        assertEq(game.treasuryAmount(), 0.06 ether, "3% of round 1");
        assertEq(game.rounds(3).treasuryRate, 10, "later rounds take the new rate");
        assertEq(game.rewardRate(), 90, "rewardRate follows");
    }

    function test_claimableIsFalseForNonBettor() public {
        _genesisStart();
        _bet(ALICE, 1, true, 1 ether);
        _bet(BOB, 1, false, 1 ether);
        _genesisLock(100e8);
        _execute(101e8);
        GriddlePrediction.RoundInfo memory r = game.rounds(1);
        (GriddlePrediction.Position position,, bool claimed) = game.ledger(1, CAROL);
        assertTrue(
            NaiveRules.claimable(r.oracleCalled, r.lockPrice, r.closePrice, uint8(position), claimed),
            "PancakeSwap v1's rule says a bystander won"
        );
        assertTrue(!game.claimable(1, CAROL), "not claimable for a bystander");
        assertTrue(!game.refundable(1, CAROL), "not refundable for a bystander");
        vm.expectRevert(abi.encodeWithSelector(GriddlePrediction.NotClaimable.selector, 1, CAROL));
        _claim(CAROL, 1);
    }

    // ------------------------------------------------------------ pause, roles, setters

    function test_pauseCancelsOpenRoundsAndNeedsGenesisAgain() public {
        _genesisStart();
        _bet(ALICE, 1, true, 1 ether);
        _genesisLock(100e8);
        _bet(BOB, 2, false, 1 ether);
        vm.prank(OPERATOR);
        game.pause();
        assertTrue(game.paused(), "paused");
        assertTrue(game.refundable(1, ALICE) && game.refundable(2, BOB), "open rounds refundable");
        vm.expectRevert(GriddlePrediction.Paused.selector);
        game.catchUp();
        vm.prank(OPERATOR);
        vm.expectRevert(abi.encodeWithSelector(GriddlePrediction.NotAdmin.selector, OPERATOR));
        game.unpause();
        vm.prank(ADMIN);
        game.unpause();
        vm.expectRevert(abi.encodeWithSelector(GriddlePrediction.RoundNotBettable.selector, 2, 2, 0));
        _bet(CAROL, 2, true, 1e15);
        vm.prank(OPERATOR);
        vm.expectRevert(GriddlePrediction.GenesisOutOfOrder.selector);
        game.executeRound();
        _genesisStart();
        assertEq(game.currentEpoch(), 3, "fresh round");
        _bet(CAROL, 3, true, 1e15);
        assertEq(_claim(ALICE, 1) + _claim(BOB, 2), 2 ether, "refunds");
    }

    function test_rolesAreEnforced() public {
        vm.expectRevert(abi.encodeWithSelector(GriddlePrediction.NotOperator.selector, address(this)));
        game.genesisStartRound();
        vm.expectRevert(abi.encodeWithSelector(GriddlePrediction.NotOperator.selector, address(this)));
        game.genesisLockRound();
        vm.expectRevert(abi.encodeWithSelector(GriddlePrediction.NotOperator.selector, address(this)));
        game.executeRound();
        vm.expectRevert(abi.encodeWithSelector(GriddlePrediction.NotAdminOrOperator.selector, address(this)));
        game.pause();
        bytes memory notAdmin = abi.encodeWithSelector(GriddlePrediction.NotAdmin.selector, OPERATOR);
        AmmTestToken token = new AmmTestToken();
        vm.startPrank(OPERATOR);
        vm.expectRevert(notAdmin);
        game.setMinBetAmount(1);
        vm.expectRevert(notAdmin);
        game.setTreasuryRate(1);
        vm.expectRevert(notAdmin);
        game.setOracleUpdateAllowance(1);
        vm.expectRevert(notAdmin);
        game.setOperator(ALICE);
        vm.expectRevert(notAdmin);
        game.setAdmin(ALICE);
        vm.expectRevert(notAdmin);
        game.claimTreasury();
        vm.expectRevert(notAdmin);
        game.recoverToken(token, 0);
        vm.expectRevert(notAdmin);
        game.setBufferAndIntervalBlocks(1, 2);
        vm.expectRevert(notAdmin);
        game.setOracle(feed);
        vm.stopPrank();
        vm.prank(OPERATOR);
        game.genesisStartRound();
        vm.prank(OPERATOR);
        vm.expectRevert(GriddlePrediction.GenesisOutOfOrder.selector);
        game.genesisStartRound();
        vm.prank(OPERATOR);
        vm.expectRevert(GriddlePrediction.GenesisOutOfOrder.selector);
        game.executeRound();
    }

    function test_settersAreBounded() public {
        vm.startPrank(ADMIN);
        vm.expectRevert(abi.encodeWithSelector(GriddlePrediction.InvalidValue.selector, 11, 10));
        game.setTreasuryRate(11);
        vm.expectRevert(abi.encodeWithSelector(GriddlePrediction.InvalidValue.selector, 0, 10 ether));
        game.setMinBetAmount(0);
        vm.expectRevert(abi.encodeWithSelector(GriddlePrediction.InvalidValue.selector, 10 ether + 1, 10 ether));
        game.setMinBetAmount(10 ether + 1);
        vm.expectRevert(abi.encodeWithSelector(GriddlePrediction.InvalidValue.selector, 3601, 3600));
        game.setOracleUpdateAllowance(3601);
        vm.expectRevert(GriddlePrediction.NotPaused.selector);
        game.setBufferAndIntervalBlocks(10, 50);
        vm.expectRevert(GriddlePrediction.NotPaused.selector);
        game.setOracle(feed);
        vm.expectRevert(GriddlePrediction.ZeroAddress.selector);
        game.setOperator(address(0));
        vm.expectRevert(GriddlePrediction.ZeroAddress.selector);
        game.setAdmin(address(0));
        game.pause();
        vm.expectRevert(abi.encodeWithSelector(GriddlePrediction.InvalidValue.selector, 28_801, 28_800));
        game.setBufferAndIntervalBlocks(10, 28_801);
        vm.expectRevert(abi.encodeWithSelector(GriddlePrediction.InvalidValue.selector, 50, 50));
        game.setBufferAndIntervalBlocks(50, 50);
        vm.expectRevert(GriddlePrediction.ZeroAddress.selector);
        game.setOracle(AggregatorV3Interface(address(0)));

        game.setBufferAndIntervalBlocks(10, 50);
        game.setMinBetAmount(2e15);
        game.setOracleUpdateAllowance(60);
        game.setOracle(feed);
        game.setOperator(ALICE);
        game.setAdmin(BOB);
        vm.stopPrank();
        assertEq(game.intervalBlocks(), 50, "interval");
        assertEq(game.bufferBlocks(), 10, "buffer");
        assertEq(game.minBetAmount(), 2e15, "min bet");
        assertEq(game.oracleUpdateAllowance(), 60, "allowance");
        assertEq(game.operatorAddress(), ALICE, "operator");
        assertEq(game.adminAddress(), BOB, "admin");
    }

    function test_recoverTokenSendsToAdmin() public {
        AmmTestToken token = new AmmTestToken();
        token.mint(address(game), 5);
        vm.prank(ADMIN);
        game.recoverToken(token, 5);
        assertEq(token.balanceOf(ADMIN), 5, "recovered");
    }

    function test_getUserRoundsPages() public {
        _genesisStart();
        for (uint256 epoch = 1; epoch <= 5; ++epoch) {
            _bet(ALICE, epoch, epoch % 2 == 0, 1e15 * epoch);
            if (epoch == 1) _genesisLock(int256(100e8 + epoch));
            else _execute(int256(100e8 + epoch));
        }
        assertEq(game.getUserRoundsLength(ALICE), 5, "length");
        (uint256[] memory epochs, GriddlePrediction.BetInfo[] memory bets, uint256 next) = game.getUserRounds(ALICE, 1, 3);
        assertEq(epochs.length, 3, "page size");
        assertEq(epochs[0], 2, "from the cursor");
        assertEq(bets[2].amount, 4e15, "bet of epoch 4");
        assertTrue(bets[0].position == GriddlePrediction.Position.Bull, "epoch 2 was bull");
        assertEq(next, 4, "next cursor");
        (epochs,, next) = game.getUserRounds(ALICE, 4, 10);
        assertEq(epochs.length, 1, "last page");
        assertEq(next, 5, "end");
        (epochs,, next) = game.getUserRounds(ALICE, 9, 10);
        assertEq(epochs.length, 0, "past the end");
    }

    function test_constructorRejectsZeroes() public {
        vm.expectRevert(GriddlePrediction.ZeroAddress.selector);
        new GriddlePrediction(AggregatorV3Interface(address(0)), ADMIN, OPERATOR, 3);
        vm.expectRevert(abi.encodeWithSelector(GriddlePrediction.InvalidValue.selector, 0, 1));
        new GriddlePrediction(feed, ADMIN, OPERATOR, 0);
    }

    function test_eventsTellTheRoundStory() public {
        vm.expectEmit(true, false, false, true, address(game));
        emit GriddlePrediction.StartRound(1);
        _genesisStart();
        vm.deal(ALICE, 1 ether);
        vm.deal(BOB, 1 ether);
        vm.expectEmit(true, true, false, true, address(game));
        emit GriddlePrediction.BetBull(ALICE, 1, 1 ether);
        vm.prank(ALICE, ALICE);
        game.betBull{value: 1 ether}(1);
        vm.expectEmit(true, true, false, true, address(game));
        emit GriddlePrediction.BetBear(BOB, 1, 1 ether);
        vm.prank(BOB, BOB);
        game.betBear{value: 1 ether}(1);

        _mineTo(_lockBlock(1));
        _push(100e8);
        vm.expectEmit(true, true, false, true, address(game));
        emit GriddlePrediction.LockRound(1, 1, 100e8);
        vm.expectEmit(true, false, false, true, address(game));
        emit GriddlePrediction.StartRound(2);
        vm.prank(OPERATOR);
        game.genesisLockRound();

        _mineTo(_lockBlock(2));
        _push(99e8);
        vm.expectEmit(true, true, false, true, address(game));
        emit GriddlePrediction.EndRound(1, 2, 99e8);
        vm.expectEmit(true, false, false, true, address(game));
        emit GriddlePrediction.RewardsCalculated(1, 1 ether, 1.94 ether, 0.06 ether);
        vm.prank(OPERATOR);
        game.executeRound();

        uint256[] memory epochs = new uint256[](1);
        epochs[0] = 1;
        vm.expectEmit(true, true, false, true, address(game));
        emit GriddlePrediction.Claim(BOB, 1, 1.94 ether);
        vm.prank(BOB, BOB);
        game.claim(epochs);

        vm.expectEmit(true, false, false, true, address(game));
        emit GriddlePrediction.CancelRound(3);
        vm.expectEmit(true, false, false, true, address(game));
        emit GriddlePrediction.Pause(3);
        vm.prank(ADMIN);
        game.pause();
        vm.expectEmit(true, false, false, true, address(game));
        emit GriddlePrediction.Unpause(3);
        vm.prank(ADMIN);
        game.unpause();
        vm.expectEmit(false, false, false, true, address(game));
        emit GriddlePrediction.TreasuryClaim(0.06 ether);
        vm.prank(ADMIN);
        game.claimTreasury();
    }

    function test_setterEvents() public {
        vm.startPrank(ADMIN);
        vm.expectEmit(true, false, false, true, address(game));
        emit GriddlePrediction.NewMinBetAmount(0, 2e15);
        game.setMinBetAmount(2e15);
        vm.expectEmit(true, false, false, true, address(game));
        emit GriddlePrediction.NewTreasuryRate(0, 5);
        game.setTreasuryRate(5);
        vm.expectEmit(false, false, false, true, address(game));
        emit GriddlePrediction.NewOracleUpdateAllowance(120);
        game.setOracleUpdateAllowance(120);
        vm.expectEmit(false, false, false, true, address(game));
        emit GriddlePrediction.NewOperatorAddress(CAROL);
        game.setOperator(CAROL);
        game.pause();
        vm.expectEmit(false, false, false, true, address(game));
        emit GriddlePrediction.NewBufferAndIntervalBlocks(5, 40);
        game.setBufferAndIntervalBlocks(5, 40);
        vm.expectEmit(false, false, false, true, address(game));
        emit GriddlePrediction.NewOracle(address(feed));
        game.setOracle(feed);
        vm.expectEmit(false, false, false, true, address(game));
        emit GriddlePrediction.NewAdminAddress(BOB);
        game.setAdmin(BOB);
        vm.stopPrank();
    }

    /// @dev Wins and refunds of several rounds arrive in one transfer.
    function test_claimManyEpochsAtOnce() public {
        _genesisStart();
        _bet(ALICE, 1, true, 1 ether);
        _bet(BOB, 1, false, 1 ether);
        _genesisLock(100e8);
        _bet(ALICE, 2, true, 1 ether);
        _execute(101e8);
        _bet(ALICE, 3, true, 2 ether);
        _execute(102e8);
        vm.prank(ADMIN);
        game.pause();
        uint256[] memory epochs = new uint256[](3);
        (epochs[0], epochs[1], epochs[2]) = (1, 2, 3);
        uint256 before = ALICE.balance;
        vm.prank(ALICE, ALICE);
        game.claim(epochs);
        // Round 1 won (97% of 2), round 2 had no bet on the losing side but Alice won alone: 97% of 1;
        // round 3 was cancelled by the pause: refunded.
        assertEq(ALICE.balance - before, 1.94 ether + 0.97 ether + 2 ether, "one transfer for all");
        vm.prank(ALICE, ALICE);
        vm.expectRevert(abi.encodeWithSelector(GriddlePrediction.NotClaimable.selector, 1, ALICE));
        game.claim(epochs);
    }

    // ------------------------------------------------------------ fuzz

    /// @dev Every winner is paid amount * rewardAmount / rewardBaseCalAmount to the wei (the last one
    /// the rest of the reward), losers nothing, and the treasury the round's rate of the pot.
    function testFuzz_payouts(uint96 a, uint96 b, uint96 c, uint96 d, bool up) public {
        uint256[4] memory amounts = [uint256(bound(a, 1e15, 1e24)), bound(b, 1e15, 1e24), bound(c, 1e15, 1e24), bound(d, 1e15, 1e24)];
        address[4] memory users = [ALICE, BOB, CAROL, address(0xDA7E)];
        _genesisStart();
        for (uint256 i = 0; i < 4; ++i) _bet(users[i], 1, i % 2 == 0, amounts[i]);
        _genesisLock(100e8);
        _execute(up ? int256(101e8) : int256(99e8));
        GriddlePrediction.RoundInfo memory r = game.rounds(1);
        uint256 total = amounts[0] + amounts[1] + amounts[2] + amounts[3];
        assertEq(r.rewardBaseCalAmount, up ? amounts[0] + amounts[2] : amounts[1] + amounts[3], "base");
        assertEq(game.treasuryAmount(), total * 3 / 100, "treasury");
        assertEq(r.rewardAmount, total - total * 3 / 100, "reward");
        uint256 first = up ? 0 : 1;
        uint256 paid = _claim(users[first], 1);
        assertEq(paid, amounts[first] * r.rewardAmount / r.rewardBaseCalAmount, "first winner, to the wei");
        assertEq(_claim(users[first + 2], 1), r.rewardAmount - paid, "second winner gets the rest");
        assertTrue(!game.claimable(1, users[1 - first]) && !game.claimable(1, users[3 - first]), "losers");
        assertEq(address(game).balance, game.treasuryAmount(), "only the treasury's cut is left");
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {GriddleLottery} from "../../src/lottery/GriddleLottery.sol";
import {LotteryRandomness} from "../../src/lottery/LotteryRandomness.sol";
import {LotteryTicketBook} from "../../src/lottery/LotteryTicketBook.sol";
import {LotteryTest} from "./utils/LotteryTest.sol";
import {LotteryPlayer} from "./mocks/LotteryPlayer.sol";

/// @dev The final number can be neither chosen nor known by any single party before sales close, and
/// withholding the seed ends in refunds and a slashed bond.
contract GriddleLotteryRandomnessTest is LotteryTest {
    // ------------------------------------------------------------ how the number is made

    function test_finalNumberIsTheSeedMixedWithTheHashOfTheBlockAfterClose() public {
        uint256 id = _start();
        uint256 closeBlock = _close();
        _mineTo(closeBlock + 2);
        cheats.setBlockhash(closeBlock + 1, HASH);
        uint32 expected = LotteryRandomness.finalNumber(SEED, HASH, id);
        assertEq(
            uint256(keccak256(abi.encode(SEED, HASH, id))) % 1_000_000 + 1_000_000, expected, "the documented formula"
        );
        vm.expectEmit(true, false, false, true, address(lottery));
        emit GriddleLottery.RandomnessRevealed(id, SEED, HASH);
        vm.prank(OPERATOR);
        lottery.drawFinalNumberAndMakeLotteryClaimable(id, true, SEED);
        assertEq(lottery.viewLottery(id).finalNumber, expected, "final number");
    }

    /// @dev At close, nobody knows the number: the same seed and the same round give another number for
    /// another hash of the block after the close block, which does not exist yet when sales close, and
    /// no draw can run in the close block or the one after it.
    function test_finalNumberIsUnknowableAtClose() public {
        uint256 id = _start();
        uint256 closeBlock = _close();
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.DrawTooEarly.selector, id, closeBlock + 2));
        vm.prank(OPERATOR);
        lottery.drawFinalNumberAndMakeLotteryClaimable(id, true, SEED);
        _mineTo(closeBlock + 1);
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.DrawTooEarly.selector, id, closeBlock + 2));
        vm.prank(OPERATOR);
        lottery.drawFinalNumberAndMakeLotteryClaimable(id, true, SEED);

        _mineTo(closeBlock + 2);
        uint256 snapshot = vm.snapshotState();
        cheats.setBlockhash(closeBlock + 1, HASH);
        vm.prank(OPERATOR);
        lottery.drawFinalNumberAndMakeLotteryClaimable(id, true, SEED);
        uint32 one = lottery.viewLottery(id).finalNumber;
        vm.revertToState(snapshot);
        cheats.setBlockhash(closeBlock + 1, keccak256("another block"));
        vm.prank(OPERATOR);
        lottery.drawFinalNumberAndMakeLotteryClaimable(id, true, SEED);
        uint32 other = lottery.viewLottery(id).finalNumber;
        assertTrue(one != other, "the number depends on the block after close");
    }

    /// @dev (v1) PancakeSwap's first lottery drew from a block hash the admin could bundle with its own
    /// purchases. Here a bundle cannot buy and draw together: purchases end at endTime, the close needs
    /// endTime, and the draw needs two more blocks.
    function test_aBundleCannotBuyAndLearnTheNumber() public {
        uint256 id = _start();
        LotteryPlayer bundler = new LotteryPlayer(lottery);
        cake.mint(address(bundler), 10 ether);
        uint256 endTime = lottery.viewLottery(id).endTime;
        vm.warp(endTime - 1);
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.SalesNotOver.selector, id, endTime));
        bundler.buyCloseAndDraw(id, _numbers(1_234_567), SEED);
        vm.warp(endTime);
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.SalesClosed.selector, id, endTime));
        bundler.buyCloseAndDraw(id, _numbers(1_234_567), SEED);
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.DrawTooEarly.selector, id, block.number + 2));
        bundler.closeAndDraw(id, SEED);
    }

    // ------------------------------------------------------------ the operator cannot re-roll

    function test_onlyTheCommittedSeedDraws() public {
        uint256 id = _start();
        uint256 closeBlock = _close();
        _mineTo(closeBlock + 2);
        cheats.setBlockhash(closeBlock + 1, HASH);
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.SeedMismatch.selector, id));
        vm.prank(OPERATOR);
        lottery.drawFinalNumberAndMakeLotteryClaimable(id, true, keccak256("a better seed"));
        vm.expectRevert(GriddleLottery.AutoInjectionRequired.selector);
        vm.prank(OPERATOR);
        lottery.drawFinalNumberAndMakeLotteryClaimable(id, false, SEED);
        vm.prank(OPERATOR);
        lottery.drawFinalNumberAndMakeLotteryClaimable(id, true, SEED);
    }

    function test_drawingTwiceReverts() public {
        uint256 id = _start();
        _closeAndDraw();
        uint32 drawn = lottery.viewLottery(id).finalNumber;
        _expectStatus(id, GriddleLottery.Status.Claimable, GriddleLottery.Status.Close);
        vm.prank(OPERATOR);
        lottery.drawFinalNumberAndMakeLotteryClaimable(id, true, SEED);
        assertEq(lottery.viewLottery(id).finalNumber, drawn, "unchanged");
    }

    /// @dev (v2) PancakeSwap v2's owner could swap the random number generator at any time. Here a
    /// round's commitment and bond are written once, when it opens: no call replaces them, restarting
    /// the round is refused, a new operator changes neither, and the bond returns to its poster.
    function test_randomnessIsFixedOnceTheRoundOpens() public {
        uint256 id = _start();
        (bytes32 committed,,,,) = lottery.viewRandomness(id);
        cake.mint(OPERATOR, BOND);
        vm.prank(OPERATOR);
        cake.approve(address(lottery), BOND);
        vm.expectRevert(
            abi.encodeWithSelector(GriddleLottery.PreviousLotteryNotOver.selector, id, GriddleLottery.Status.Open)
        );
        vm.prank(OPERATOR);
        lottery.startLottery(
            block.timestamp + LENGTH,
            PRICE,
            DIVISOR,
            _breakdown(),
            FEE,
            LotteryRandomness.commitment(keccak256("swap")),
            BOND
        );
        vm.prank(OWNER);
        lottery.setOperatorAndTreasuryAndInjectorAddresses(BOB, TREASURY, INJECTOR);
        (bytes32 stillCommitted, address bonder,,,) = lottery.viewRandomness(id);
        assertEq(stillCommitted, committed, "commitment unchanged");
        assertEq(bonder, OPERATOR, "bond still the old operator's");

        _close();
        uint256 before = cake.balanceOf(OPERATOR);
        _draw(SEED, HASH);
        assertEq(cake.balanceOf(OPERATOR) - before, BOND, "the bond goes back to who posted it");
        assertEq(lottery.viewLottery(id).finalNumber, _final(id), "drawn from the original commitment");
    }

    /// @dev The result does not depend on who reveals: anyone holding the seed may draw, and a copy of
    /// the operator's reveal draws the same number and returns the bond to the operator.
    function test_anyoneHoldingTheSeedDrawsTheSameNumber() public {
        uint256 id = _start();
        uint256 closeBlock = _close();
        _mineTo(closeBlock + 2);
        cheats.setBlockhash(closeBlock + 1, HASH);
        uint256 before = cake.balanceOf(OPERATOR);
        vm.prank(CAROL);
        lottery.drawFinalNumberAndMakeLotteryClaimable(id, true, SEED);
        assertEq(lottery.viewLottery(id).finalNumber, _final(id), "same number");
        assertEq(cake.balanceOf(OPERATOR) - before, BOND, "bond to the operator");
        assertEq(cake.balanceOf(CAROL), 0, "nothing to the caller");
    }

    // ------------------------------------------------------------ the reveal window and withholding

    function test_revealWindowIsTheBlocksWhileTheHashIsReadable() public {
        uint256 window = lottery.REVEAL_WINDOW_BLOCKS();
        assertTrue(window < 256, "within BLOCKHASH's reach");
        uint256 id = _start();
        uint256 closeBlock = _close();
        uint256 lastBlock = closeBlock + 1 + window;
        _mineTo(lastBlock);
        cheats.setBlockhash(closeBlock + 1, HASH);
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.DrawWindowOpen.selector, id, lastBlock));
        lottery.cancelLottery(id);
        uint256 snapshot = vm.snapshotState();
        vm.prank(OPERATOR);
        lottery.drawFinalNumberAndMakeLotteryClaimable(id, true, SEED);
        assertTrue(lottery.viewLottery(id).status == GriddleLottery.Status.Claimable, "drawn at the last block");
        vm.revertToState(snapshot);
        _mineTo(lastBlock + 1);
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.DrawWindowOver.selector, id, lastBlock));
        vm.prank(OPERATOR);
        lottery.drawFinalNumberAndMakeLotteryClaimable(id, true, SEED);
        lottery.cancelLottery(id);
        assertTrue(lottery.viewLottery(id).status == GriddleLottery.Status.Cancelled, "cancelled after it");
    }

    /// @dev A hash the chain cannot give (zero) never draws a number; the round waits for the cancel.
    function test_unavailableHashNeverDraws() public {
        uint256 id = _start();
        uint256 closeBlock = _close();
        _mineTo(closeBlock + 2);
        cheats.setBlockhash(closeBlock + 1, bytes32(0));
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.BlockHashUnavailable.selector, closeBlock + 1));
        vm.prank(OPERATOR);
        lottery.drawFinalNumberAndMakeLotteryClaimable(id, true, SEED);
    }

    function test_cancelNeedsAClosedRound() public {
        uint256 id = _start();
        _expectStatus(id, GriddleLottery.Status.Open, GriddleLottery.Status.Close);
        lottery.cancelLottery(id);
        _closeAndDraw();
        _mineTo(block.number + 300);
        _expectStatus(id, GriddleLottery.Status.Claimable, GriddleLottery.Status.Close);
        lottery.cancelLottery(id);
    }

    /// @dev The operator withholds the seed: past the window anyone cancels, every ticket is refunded
    /// exactly what it cost, and the bond, the carried pot and the injections start the next round.
    function test_withholdingEndsInRefundsAndASlashedBond() public {
        // Round 1 leaves a carried pot (no winners at all).
        _start();
        _buyOne(CAROL, _sharing(_final(1), 0));
        _closeAndDraw();
        uint256 carried = lottery.pendingInjectionNextLottery();
        assertTrue(carried > 0, "something carried");

        bytes32 seed2 = keccak256("withheld seed");
        uint256 id = _start(seed2, BOND);
        uint256 operatorHolds = cake.balanceOf(OPERATOR);
        uint256 alice = _buy(ALICE, _numbers(1_000_001, 1_000_002, 1_000_003));
        uint256 bob = _buyOne(BOB, 1_000_004);
        cake.mint(INJECTOR, 50 ether);
        vm.prank(INJECTOR);
        cake.approve(address(lottery), 50 ether);
        vm.prank(INJECTOR);
        lottery.injectFunds(id, 50 ether);
        uint256 closeBlock = _close();
        _mineTo(closeBlock + 2 + lottery.REVEAL_WINDOW_BLOCKS());

        vm.expectEmit(true, false, false, true, address(lottery));
        emit GriddleLottery.LotteryCancel(id, BOND);
        vm.prank(CAROL);
        lottery.cancelLottery(id);
        assertEq(lottery.pendingInjectionNextLottery(), carried + 50 ether + BOND, "bond, carry and injection move on");

        uint256 aliceCost = 3 ether * 1998 / 2000;
        assertEq(lottery.viewRefundForTicketId(id, alice), aliceCost / 3, "a third");
        assertEq(
            lottery.viewRefundForTicketId(id, alice + 2), aliceCost - 2 * (aliceCost / 3), "the last takes the rest"
        );
        assertEq(lottery.viewRefundForTicketId(1, alice), 0, "not a ticket of round 1");
        assertEq(lottery.viewRefundForTicketId(id, bob + 1), 0, "not sold");
        uint256[] memory ids = new uint256[](3);
        (ids[0], ids[1], ids[2]) = (alice + 2, alice, alice + 1);
        uint256 before = cake.balanceOf(ALICE);
        vm.prank(ALICE);
        lottery.claimRefunds(id, ids);
        assertEq(cake.balanceOf(ALICE) - before, aliceCost, "refunded in full, in any order");
        assertEq(_refund(BOB, id, bob), 1 ether, "refunded in full");
        vm.expectRevert(abi.encodeWithSelector(LotteryTicketBook.TicketAlreadyClaimed.selector, bob));
        _refundOnly(BOB, id, bob);
        vm.expectRevert(abi.encodeWithSelector(LotteryTicketBook.NotTicketOwner.selector, alice, BOB));
        _refundOnly(BOB, id, alice);
        _expectStatus(id, GriddleLottery.Status.Cancelled, GriddleLottery.Status.Claimable);
        _claimOnly(BOB, id, bob, 0);
        _expectStatus(id, GriddleLottery.Status.Cancelled, GriddleLottery.Status.Close);
        vm.prank(OPERATOR);
        lottery.drawFinalNumberAndMakeLotteryClaimable(id, true, seed2);

        assertEq(cake.balanceOf(OPERATOR), operatorHolds, "the operator lost its bond");
        uint256 next = _start(keccak256("third seed"), BOND);
        assertEq(lottery.viewLottery(next).amountCollectedInCake, carried + 50 ether + BOND, "the next pot");
        assertEq(cake.balanceOf(address(lottery)), carried + 50 ether + 2 * BOND, "held: the pot and the new bond");
    }

    function test_refundsNeedACancelledRound() public {
        uint256 id = _start();
        uint256 ticket = _buyOne(ALICE, 1_000_000);
        _expectStatus(id, GriddleLottery.Status.Open, GriddleLottery.Status.Cancelled);
        _refundOnly(ALICE, id, ticket);
        _closeAndDraw();
        _expectStatus(id, GriddleLottery.Status.Claimable, GriddleLottery.Status.Cancelled);
        _refundOnly(ALICE, id, ticket);
        assertEq(lottery.viewRefundForTicketId(id, ticket), 0, "no refund for a drawn round");
    }
}

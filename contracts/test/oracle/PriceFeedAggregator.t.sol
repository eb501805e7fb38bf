// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {PriceFeedAggregator} from "../../src/oracle/PriceFeedAggregator.sol";
import {ReadAccessList} from "../../src/oracle/ReadAccessList.sol";
import {FeedFixture} from "./utils/FeedFixture.sol";

contract PriceFeedAggregatorTest is FeedFixture {
    address private constant STRANGER = address(0xBAD);
    address private constant REQUESTER = address(0x4E0);

    // ------------------------------------------------------------ construction and metadata

    function test_constructorSetsTheFeedAndItsSettings() public view {
        assertEq(feed.decimals(), 8, "decimals");
        assertEq(keccak256(bytes(feed.description())), keccak256("BNB / USD"), "description");
        assertEq(feed.version(), 3, "version");
        assertEq(address(feed.linkToken()), address(link), "token");
        assertEq(feed.paymentAmount(), PAYMENT, "payment");
        assertEq(feed.timeout(), TIMEOUT, "timeout");
        assertEq(feed.minSubmissionCount(), 3, "min count");
        assertEq(feed.maxSubmissionCount(), 5, "max count");
        assertEq(feed.restartDelay(), 2, "restart delay");
        assertEq(feed.minSubmissionValue(), MIN_VALUE, "min value");
        assertEq(feed.maxSubmissionValue(), MAX_VALUE, "max value");
        assertEq(feed.oracleCount(), 5, "oracle count");
        assertEq(feed.availableFunds(), FUNDING, "available");
        assertEq(feed.allocatedFunds(), 0, "allocated");
        assertEq(feed.getAdmin(oracles[0]), admins[0], "admin");
    }

    function test_constructorRejectsAnEmptyRange() public {
        vm.expectRevert(abi.encodeWithSelector(PriceFeedAggregator.InvalidSubmissionRange.selector, int256(2), int256(1)));
        new PriceFeedAggregator(IERC20(address(link)), 0, 0, 2, 1, 8, "x", address(this));
    }

    function test_noDataBeforeTheFirstAnswer() public {
        vm.expectRevert(abi.encodeWithSelector(PriceFeedAggregator.NoDataPresent.selector, uint80(0)));
        feed.latestRoundData();
        vm.expectRevert(abi.encodeWithSelector(PriceFeedAggregator.NoDataPresent.selector, uint80(1)));
        feed.getRoundData(1);
        vm.expectRevert(abi.encodeWithSelector(PriceFeedAggregator.NoDataPresent.selector, uint80(1) << 40));
        feed.getRoundData(uint80(1) << 40);
    }

    // ------------------------------------------------------------ answers: the median

    function test_roundIsAnsweredAtMinSubmissionsWithTheMedian() public {
        _submit(0, 1, 300);
        _submit(1, 1, 100);
        vm.expectRevert(abi.encodeWithSelector(PriceFeedAggregator.NoDataPresent.selector, uint80(1)));
        feed.getRoundData(1);
        vm.warp(block.timestamp + 10);
        _submit(2, 1, 200);
        (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound) =
            feed.latestRoundData();
        assertEq(roundId, 1, "round");
        assertEq(answer, 200, "median of 100, 200, 300");
        assertEq(startedAt, block.timestamp - 10, "startedAt is the first submission");
        assertEq(updatedAt, block.timestamp, "updatedAt");
        assertEq(answeredInRound, 1, "answeredInRound");
    }

    function test_laterSubmissionsUpdateTheAnswerUpToMax() public {
        _submitAll(0, 1, _values(100, 200, 300));
        _submit(3, 1, 401);
        (, int256 answer,,,) = feed.latestRoundData();
        assertEq(answer, 250, "even count: mean of 200 and 300");
        _submit(4, 1, 7);
        (, answer,,,) = feed.latestRoundData();
        assertEq(answer, 200, "median of five");
        (bool eligible,,,,,,,) = feed.oracleRoundState(oracles[0], 1);
        assertTrue(!eligible, "a full round takes no more");
    }

    function test_evenMeanRoundsTowardZero() public {
        _submitAll(0, 1, _values(1, 2, 10));
        _submit(3, 1, 10);
        (, int256 answer,,,) = feed.latestRoundData();
        assertEq(answer, 6, "(2 + 10) / 2");
        _submitAll(1, 2, _values(3, 4, 4));
        _submit(4, 2, 3);
        (, answer,,,) = feed.latestRoundData();
        assertEq(answer, 3, "(3 + 4) / 2 rounds down to 3");
    }

    // ------------------------------------------------------------ submission rules

    function test_submitRejectsOutOfRangeValues() public {
        vm.prank(oracles[0]);
        vm.expectRevert(
            abi.encodeWithSelector(PriceFeedAggregator.SubmissionOutOfRange.selector, int256(0), MIN_VALUE, MAX_VALUE)
        );
        feed.submit(1, 0);
        vm.prank(oracles[0]);
        vm.expectRevert(
            abi.encodeWithSelector(
                PriceFeedAggregator.SubmissionOutOfRange.selector, MAX_VALUE + 1, MIN_VALUE, MAX_VALUE
            )
        );
        feed.submit(1, MAX_VALUE + 1);
        _submit(0, 1, MIN_VALUE);
        _submit(1, 1, MAX_VALUE);
    }

    function test_submitRejectsStrangersAndWrongRounds() public {
        _expectRejected(STRANGER, 1, PriceFeedAggregator.Rejection.NotEnabled);
        _submit(0, 1, 100);
        _expectRejected(oracles[0], 1, PriceFeedAggregator.Rejection.AlreadyReported);
        _expectRejected(oracles[1], 2, PriceFeedAggregator.Rejection.PreviousRoundNotSupersedable);
        _expectRejected(oracles[1], 3, PriceFeedAggregator.Rejection.InvalidRound);
        _expectRejected(oracles[1], type(uint256).max, PriceFeedAggregator.Rejection.InvalidRound);
        _expectRejected(oracles[1], 0, PriceFeedAggregator.Rejection.NotYetEnabled);
    }

    function test_addedOracleStartsNextRoundAndRemovedOneFinishesTheCurrent() public {
        _submit(0, 1, 100);
        address newcomer = address(0x0A99);
        feed.changeOracles(_one(oracles[1]), _one(newcomer), _one(address(0xAD99)), 3, 5, 2);
        _expectRejected(newcomer, 1, PriceFeedAggregator.Rejection.NotYetEnabled);
        _submit(1, 1, 100); // removed during round 1, still allowed to finish it
        _submit(2, 1, 100);
        _submit(3, 2, 100);
        vm.prank(newcomer);
        feed.submit(2, 100);
        _expectRejected(oracles[1], 3, PriceFeedAggregator.Rejection.NoLongerAllowed);
        address[] memory list = feed.getOracles();
        assertEq(list.length, 5, "five oracles");
        assertEq(list[1], oracles[4], "the last oracle took the removed one's place");
        assertEq(list[4], newcomer, "the newcomer is last");
    }

    function test_restartDelayStopsOneOracleDrivingTheFeed() public {
        _submitAll(0, 1, _values(1, 1, 1)); // oracle 0 started round 1
        vm.prank(oracles[0]);
        vm.expectRevert(
            abi.encodeWithSelector(PriceFeedAggregator.RestartDelayNotElapsed.selector, oracles[0], uint32(1), uint32(2))
        );
        feed.submit(2, 1);
        _submitAll(1, 2, _values(2, 2, 2)); // oracle 1 started round 2
        vm.prank(oracles[0]);
        vm.expectRevert(
            abi.encodeWithSelector(PriceFeedAggregator.RestartDelayNotElapsed.selector, oracles[0], uint32(1), uint32(2))
        );
        feed.submit(3, 1);
        _submitAll(2, 3, _values(3, 3, 3)); // oracle 2 started round 3
        _submit(0, 4, 4); // round 4 > 1 + 2: oracle 0 may start again
        (bool eligible, uint32 roundId,,,,,,) = feed.oracleRoundState(oracles[1], 0);
        assertTrue(eligible, "oracle 1 may join round 4");
        assertEq(roundId, 4, "suggested round");
    }

    // ------------------------------------------------------------ timeouts

    function test_timedOutRoundCarriesThePreviousAnswer() public {
        _submitAll(0, 1, _values(100, 100, 100));
        _submit(3, 2, 500); // round 2 gets one submission only
        _expectRejected(oracles[4], 3, PriceFeedAggregator.Rejection.PreviousRoundNotSupersedable);
        vm.warp(block.timestamp + TIMEOUT + 1);
        _submit(4, 3, 300); // round 2 timed out: round 3 may start
        (uint80 roundId, int256 answer,, uint256 updatedAt, uint80 answeredInRound) = feed.getRoundData(2);
        assertEq(roundId, 2, "round 2");
        assertEq(answer, 100, "round 1's answer");
        assertEq(answeredInRound, 1, "answered in round 1");
        assertEq(updatedAt, block.timestamp, "closed now");
        (roundId,,,,) = feed.latestRoundData();
        assertEq(roundId, 1, "the latest answer is still round 1's");
        // Round 2 is closed, even though round 3 is still open and unanswered.
        vm.prank(oracles[0]);
        vm.expectRevert(abi.encodeWithSelector(PriceFeedAggregator.RoundNotAcceptingSubmissions.selector, uint32(2)));
        feed.submit(2, 100);
    }

    function test_answeredRoundKeepsItsAnswerAfterItsTimeout() public {
        _submitAll(0, 1, _values(100, 100, 100));
        _submitAll(1, 2, _values(200, 200, 200));
        vm.warp(block.timestamp + TIMEOUT + 1);
        _submitAll(2, 3, _values(300, 300, 300));
        (, int256 answer,,, uint80 answeredInRound) = feed.getRoundData(2);
        assertEq(answer, 200, "round 2's own answer");
        assertEq(answeredInRound, 2, "answered in round 2");
    }

    function test_previousRoundTakesSubmissionsWhileTheCurrentIsOpen() public {
        _submitAll(0, 1, _values(100, 100, 100));
        _submit(3, 2, 200);
        _submit(4, 1, 400);
        (uint80 roundId, int256 answer,,,) = feed.latestRoundData();
        assertEq(roundId, 1, "round 1");
        assertEq(answer, 100, "median of 100, 100, 100, 400");
        assertEq(feed.withdrawablePayment(oracles[4]), PAYMENT, "paid for the late answer");
    }

    // ------------------------------------------------------------ requesters

    function test_requesterStartsRoundsWithinItsDelay() public {
        vm.expectRevert(abi.encodeWithSelector(PriceFeedAggregator.NotAuthorizedRequester.selector, REQUESTER));
        vm.prank(REQUESTER);
        feed.requestNewRound();
        feed.setRequesterPermissions(REQUESTER, true, 1);
        vm.prank(REQUESTER);
        assertEq(feed.requestNewRound(), 1, "round 1 started");
        vm.prank(REQUESTER);
        vm.expectRevert(abi.encodeWithSelector(PriceFeedAggregator.PreviousRoundNotSupersedable.selector, uint32(1)));
        feed.requestNewRound();
        _submitAll(0, 1, _values(5, 5, 5));
        vm.prank(REQUESTER);
        vm.expectRevert(
            abi.encodeWithSelector(PriceFeedAggregator.RestartDelayNotElapsed.selector, REQUESTER, uint32(1), uint32(1))
        );
        feed.requestNewRound();
        _submitAll(1, 2, _values(6, 6, 6));
        vm.prank(REQUESTER);
        assertEq(feed.requestNewRound(), 3, "round 3 started");
        feed.setRequesterPermissions(REQUESTER, false, 0);
        vm.expectRevert(abi.encodeWithSelector(PriceFeedAggregator.NotAuthorizedRequester.selector, REQUESTER));
        vm.prank(REQUESTER);
        feed.requestNewRound();
    }

    // ------------------------------------------------------------ payments and funds

    function test_eachSubmissionPaysItsOracle() public {
        _submitAll(0, 1, _values(1, 2, 3));
        assertEq(feed.withdrawablePayment(oracles[0]), PAYMENT, "oracle 0 paid");
        assertEq(feed.allocatedFunds(), 3 * PAYMENT, "allocated");
        assertEq(feed.availableFunds(), FUNDING - 3 * PAYMENT, "available");

        vm.prank(admins[0]);
        feed.withdrawPayment(oracles[0], address(0xCAFE), PAYMENT);
        assertEq(link.balanceOf(address(0xCAFE)), PAYMENT, "paid out");
        assertEq(feed.withdrawablePayment(oracles[0]), 0, "nothing left");
        assertEq(feed.allocatedFunds(), 2 * PAYMENT, "allocated after withdrawal");

        vm.prank(admins[1]);
        vm.expectRevert(
            abi.encodeWithSelector(
                PriceFeedAggregator.InsufficientWithdrawable.selector, oracles[1], PAYMENT, PAYMENT + 1
            )
        );
        feed.withdrawPayment(oracles[1], admins[1], PAYMENT + 1);
        vm.prank(oracles[1]);
        vm.expectRevert(abi.encodeWithSelector(PriceFeedAggregator.NotOracleAdmin.selector, oracles[1], oracles[1]));
        feed.withdrawPayment(oracles[1], oracles[1], 1);
    }

    function test_paymentChangesApplyToFutureRounds() public {
        _submit(0, 1, 1);
        feed.updateFutureRounds(2 * PAYMENT, 1, 5, 2, TIMEOUT);
        _submit(1, 1, 1);
        assertEq(feed.withdrawablePayment(oracles[1]), PAYMENT, "round 1 keeps its payment");
        vm.expectRevert(abi.encodeWithSelector(PriceFeedAggregator.NoDataPresent.selector, uint80(0)));
        feed.latestRoundData(); // round 1 still needs 3 submissions
        _submit(2, 1, 1);
        _submit(3, 2, 9);
        (, int256 answer,,,) = feed.latestRoundData();
        assertEq(answer, 9, "round 2 is answered by a single submission");
        assertEq(feed.withdrawablePayment(oracles[3]), 2 * PAYMENT, "round 2 pays the new amount");
    }

    function test_submitRevertsWhenFundsRunOut() public {
        PriceFeedAggregator poor = new PriceFeedAggregator(
            IERC20(address(link)), PAYMENT, TIMEOUT, MIN_VALUE, MAX_VALUE, 8, "BNB / USD", address(this)
        );
        link.transfer(address(poor), 2 * PAYMENT); // the reserve for one oracle
        poor.updateAvailableFunds();
        poor.changeOracles(new address[](0), _one(oracles[0]), _one(admins[0]), 1, 1, 0);
        vm.startPrank(oracles[0]);
        poor.submit(1, 1);
        poor.submit(2, 1);
        vm.expectRevert(abi.encodeWithSelector(PriceFeedAggregator.InsufficientFunds.selector, 0, PAYMENT));
        poor.submit(3, 1);
        vm.stopPrank();
    }

    function test_ownerWithdrawsOnlyAboveTheReserve() public {
        uint256 reserve = 2 * 5 * uint256(PAYMENT);
        vm.expectRevert(abi.encodeWithSelector(PriceFeedAggregator.InsufficientFunds.selector, FUNDING, FUNDING + 1));
        feed.withdrawFunds(address(0xCAFE), FUNDING - reserve + 1);
        feed.withdrawFunds(address(0xCAFE), FUNDING - reserve);
        assertEq(link.balanceOf(address(0xCAFE)), FUNDING - reserve, "withdrawn");
        assertEq(feed.availableFunds(), reserve, "the reserve stays");
        vm.prank(STRANGER);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, STRANGER));
        feed.withdrawFunds(STRANGER, 1);
    }

    function test_updateAvailableFundsCountsDonations() public {
        link.transfer(address(feed), 5 ether);
        assertEq(feed.availableFunds(), FUNDING, "not counted before the update");
        feed.updateAvailableFunds();
        assertEq(feed.availableFunds(), FUNDING + 5 ether, "counted");
        assertEq(feed.availableFunds() + feed.allocatedFunds(), link.balanceOf(address(feed)), "books match");
    }

    // ------------------------------------------------------------ oracle admins

    function test_adminHandsOverInTwoSteps() public {
        vm.prank(STRANGER);
        vm.expectRevert(abi.encodeWithSelector(PriceFeedAggregator.NotOracleAdmin.selector, oracles[0], STRANGER));
        feed.transferAdmin(oracles[0], STRANGER);
        vm.prank(admins[0]);
        feed.transferAdmin(oracles[0], address(0xAD77));
        vm.prank(STRANGER);
        vm.expectRevert(abi.encodeWithSelector(PriceFeedAggregator.NotPendingAdmin.selector, oracles[0], STRANGER));
        feed.acceptAdmin(oracles[0]);
        vm.prank(address(0xAD77));
        feed.acceptAdmin(oracles[0]);
        assertEq(feed.getAdmin(oracles[0]), address(0xAD77), "new admin");
        _submit(0, 1, 1);
        vm.prank(admins[0]);
        vm.expectRevert(abi.encodeWithSelector(PriceFeedAggregator.NotOracleAdmin.selector, oracles[0], admins[0]));
        feed.withdrawPayment(oracles[0], admins[0], 1);
        vm.prank(address(0xAD77));
        feed.withdrawPayment(oracles[0], address(0xAD77), PAYMENT);
    }

    // ------------------------------------------------------------ owner settings

    function test_changeOraclesChecksEveryInput() public {
        address[] memory none = new address[](0);
        vm.expectRevert(abi.encodeWithSelector(PriceFeedAggregator.OracleNotEnabled.selector, STRANGER));
        feed.changeOracles(_one(STRANGER), none, none, 3, 5, 2);
        vm.expectRevert(abi.encodeWithSelector(PriceFeedAggregator.AdminsLengthMismatch.selector, 1, 0));
        feed.changeOracles(none, _one(STRANGER), none, 3, 5, 2);
        vm.expectRevert(abi.encodeWithSelector(PriceFeedAggregator.OracleAlreadyEnabled.selector, oracles[0]));
        feed.changeOracles(none, _one(oracles[0]), _one(admins[0]), 3, 5, 2);
        vm.expectRevert(abi.encodeWithSelector(PriceFeedAggregator.ZeroAdmin.selector, STRANGER));
        feed.changeOracles(none, _one(STRANGER), _one(address(0)), 3, 5, 2);
        // A removed oracle keeps its admin: re-adding it with another admin is refused.
        feed.changeOracles(_one(oracles[0]), none, none, 3, 4, 2);
        vm.expectRevert(abi.encodeWithSelector(PriceFeedAggregator.AdminAlreadySet.selector, oracles[0], admins[0]));
        feed.changeOracles(none, _one(oracles[0]), _one(STRANGER), 3, 5, 2);
        feed.changeOracles(none, _one(oracles[0]), _one(admins[0]), 3, 5, 2);

        address[] memory many = new address[](73);
        for (uint160 i = 0; i < 73; ++i) many[i] = address(0x1000 + i);
        vm.expectRevert(abi.encodeWithSelector(PriceFeedAggregator.TooManyOracles.selector, 78, 77));
        feed.changeOracles(none, many, many, 3, 5, 2);
        vm.prank(STRANGER);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, STRANGER));
        feed.changeOracles(none, none, none, 3, 5, 2);
    }

    function test_maxOracleCountAnswersWithinGas() public {
        address[] memory many = new address[](72);
        for (uint160 i = 0; i < 72; ++i) many[i] = address(0x1000 + i);
        feed.changeOracles(new address[](0), many, many, 77, 77, 0);
        for (uint256 i = 0; i < 72; ++i) {
            vm.prank(many[i]);
            feed.submit(1, int256(1000 - i));
        }
        for (uint256 i = 0; i < 4; ++i) _submit(i, 1, int256(i + 1));
        uint256 gasBefore = gasleft();
        _submit(4, 1, 5);
        // Sorting 77 values (the worst case) in one submission stays far below a transaction's cap.
        assertLe(gasBefore - gasleft(), 300_000, "the 77th submission");
        (, int256 answer,,,) = feed.latestRoundData();
        assertEq(answer, 962, "median of 1..5 and 929..1000");
    }

    function test_updateFutureRoundsChecksBounds() public {
        vm.expectRevert(abi.encodeWithSelector(PriceFeedAggregator.InvalidSubmissionCounts.selector, 4, 3, 5));
        feed.updateFutureRounds(PAYMENT, 4, 3, 2, TIMEOUT);
        vm.expectRevert(abi.encodeWithSelector(PriceFeedAggregator.InvalidSubmissionCounts.selector, 3, 6, 5));
        feed.updateFutureRounds(PAYMENT, 3, 6, 2, TIMEOUT);
        vm.expectRevert(abi.encodeWithSelector(PriceFeedAggregator.InvalidSubmissionCounts.selector, 0, 3, 5));
        feed.updateFutureRounds(PAYMENT, 0, 3, 2, TIMEOUT);
        vm.expectRevert(abi.encodeWithSelector(PriceFeedAggregator.RestartDelayTooLong.selector, 5, 5));
        feed.updateFutureRounds(PAYMENT, 3, 5, 5, TIMEOUT);
        uint128 tooMuch = uint128(FUNDING / 10 + 1);
        vm.expectRevert(
            abi.encodeWithSelector(PriceFeedAggregator.InsufficientFunds.selector, FUNDING, uint256(tooMuch) * 10)
        );
        feed.updateFutureRounds(tooMuch, 3, 5, 2, TIMEOUT);
        vm.prank(STRANGER);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, STRANGER));
        feed.updateFutureRounds(PAYMENT, 3, 5, 2, TIMEOUT);
        feed.updateFutureRounds(1, 1, 1, 0, 0);
        assertEq(feed.timeout(), 0, "timeout off");
    }

    // ------------------------------------------------------------ oracle round state

    function test_oracleRoundStateSuggestsTheRoundToSubmitTo() public {
        (bool eligible, uint32 roundId,,, uint64 roundTimeout, uint128 available, uint8 count, uint128 payment) =
            feed.oracleRoundState(oracles[0], 0);
        assertTrue(eligible, "may start round 1");
        assertEq(roundId, 1, "round 1");
        assertEq(roundTimeout, 0, "not started yet");
        assertEq(available, FUNDING, "available");
        assertEq(count, 5, "oracles");
        assertEq(payment, PAYMENT, "payment");
        _submit(0, 1, 42);
        int256 latest;
        uint64 startedAt;
        (eligible, roundId, latest, startedAt, roundTimeout,,,) = feed.oracleRoundState(oracles[0], 0);
        assertTrue(!eligible, "already reported");
        assertEq(roundId, 1, "still round 1");
        assertEq(latest, 42, "latest submission");
        assertEq(startedAt, block.timestamp, "started");
        assertEq(roundTimeout, TIMEOUT, "round timeout");
        (eligible, roundId,,,,,,) = feed.oracleRoundState(oracles[1], 0);
        assertTrue(eligible, "oracle 1 should join round 1");
        assertEq(roundId, 1, "round 1");
        (eligible,,,,,,,) = feed.oracleRoundState(oracles[1], 2);
        assertTrue(!eligible, "round 2 cannot start yet");
        (eligible,,,,,,,) = feed.oracleRoundState(STRANGER, 0);
        assertTrue(!eligible, "not an oracle");
    }

    // ------------------------------------------------------------ access list and ownership

    function test_accessListGuardsOnChainReads() public {
        _submitAll(0, 1, _values(1, 2, 3));
        feed.enableAccessCheck();
        assertTrue(feed.checkEnabled(), "enabled");
        vm.expectRevert(abi.encodeWithSelector(ReadAccessList.ReadAccessDenied.selector, address(this)));
        feed.latestRoundData();
        vm.expectRevert(abi.encodeWithSelector(ReadAccessList.ReadAccessDenied.selector, address(this)));
        feed.getRoundData(1);
        feed.addAccess(address(this));
        assertTrue(feed.hasAccess(address(this), ""), "listed");
        feed.latestRoundData();
        feed.removeAccess(address(this));
        vm.prank(address(this), address(this)); // an off-chain read: caller is the origin
        feed.latestRoundData();
        vm.expectRevert(abi.encodeWithSelector(ReadAccessList.ReadAccessDenied.selector, address(this)));
        feed.latestRoundData();
        vm.prank(STRANGER);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, STRANGER));
        feed.addAccess(STRANGER);
        feed.disableAccessCheck();
        assertTrue(!feed.checkEnabled(), "disabled");
        feed.latestRoundData();
    }

    function test_ownershipMovesInTwoSteps() public {
        feed.transferOwnership(STRANGER);
        assertEq(feed.owner(), address(this), "not yet");
        vm.prank(STRANGER);
        feed.acceptOwnership();
        assertEq(feed.owner(), STRANGER, "moved");
    }

    // ------------------------------------------------------------ gas

    /// @dev In-test figures (one transaction, so warm storage and no intrinsic gas): first ~172k, later
    /// ~60k, answering ~87k. As mined transactions, from the second round on: 147,719 / 77,000 / 115,411.
    function test_gasOfSubmit() public {
        uint256 before = gasleft();
        _submit(0, 1, 100);
        uint256 first = before - gasleft();
        before = gasleft();
        _submit(1, 1, 101);
        uint256 later = before - gasleft();
        before = gasleft();
        _submit(2, 1, 102);
        uint256 answering = before - gasleft();
        assertLe(first, 200_000, "first submission of a round");
        assertLe(later, 120_000, "later submission");
        assertLe(answering, 150_000, "answering submission");
    }

    function _expectRejected(address oracle, uint256 roundId, PriceFeedAggregator.Rejection reason) private {
        vm.prank(oracle);
        vm.expectRevert(
            abi.encodeWithSelector(PriceFeedAggregator.SubmissionRejected.selector, oracle, uint32(roundId), reason)
        );
        feed.submit(roundId, 100);
    }
}

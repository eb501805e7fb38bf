// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {PriceFeedAggregator} from "../../src/oracle/PriceFeedAggregator.sol";
import {BEP20Token} from "../../src/tokens/BEP20Token.sol";
import {TestBase} from "../tokens/utils/TestBase.sol";
import {InsertionSort} from "./utils/InsertionSort.sol";

/// @dev Owns the feed and drives it as a hostile crowd would: six oracles submit whatever they may
/// (the suggested round, or the previous one, late), a seventh is enabled but never submits, time
/// jumps past timeouts, a requester starts rounds, the owner swaps oracles and changes future-round
/// settings, funds are donated (counted or not) and withdrawn, and admins try to take more than their
/// oracle earned. It records every accepted submission per round, so the test can recompute answers.
contract FeedHandler is TestBase {
    int256 public constant MIN_VALUE = 1;
    int256 public constant MAX_VALUE = 1e12;
    address public constant REQUESTER = address(0x4E0);
    uint256 public constant POOL = 7;

    PriceFeedAggregator public immutable feed;
    BEP20Token public immutable link;

    uint256 public unsynced;
    uint32 public lastRound;
    bool public overWithdrew;
    mapping(address oracle => uint256) public earned;
    mapping(address oracle => uint256) public withdrawn;
    mapping(uint32 roundId => uint32) public roundMin;
    mapping(uint32 roundId => int256[]) private _submissions;
    address[POOL] private _pool;

    constructor() {
        BEP20Token link_ = new BEP20Token("ChainLink Token", "LINK", 18, 1e27, address(this));
        link = link_;
        feed = new PriceFeedAggregator(IERC20(address(link_)), 0.01 ether, 300, MIN_VALUE, MAX_VALUE, 8, "BNB / USD", address(this));
        link_.transfer(address(feed), 100 ether);
        feed.updateAvailableFunds();
        address[] memory oracles = new address[](5);
        for (uint160 i = 0; i < POOL; ++i) _pool[i] = address(0x0A00 + i);
        for (uint256 i = 0; i < 5; ++i) oracles[i] = _pool[i];
        // Oracle 6, the silent one, is enabled and never submits.
        address[] memory silent = new address[](1);
        silent[0] = _pool[6];
        feed.changeOracles(new address[](0), oracles, _admins(oracles), 2, 4, 1);
        feed.changeOracles(new address[](0), silent, _admins(silent), 2, 4, 1);
        feed.setRequesterPermissions(REQUESTER, true, 2);
        feed.disableAccessCheck();
    }

    function pool(uint256 i) external view returns (address) {
        return _pool[i];
    }

    function submissions(uint32 roundId) external view returns (int256[] memory) {
        return _submissions[roundId];
    }

    function adminOf(address oracle) public pure returns (address) {
        return address(uint160(oracle) + 0x1000);
    }

    function submit(uint256 oracleSeed, int256 value, bool late) public {
        address oracle = _pool[oracleSeed % 6];
        value = int256(bound(uint256(value), 0, uint256(MAX_VALUE - MIN_VALUE))) + MIN_VALUE;
        (, uint32 roundId,,,,,,) = feed.oracleRoundState(oracle, 0);
        if (late && roundId > 1) --roundId;
        (,,, uint64 startedAt,,,, uint128 payment) = feed.oracleRoundState(oracle, roundId);
        uint32 minCount = feed.minSubmissionCount();
        vm.prank(oracle);
        try feed.submit(roundId, value) {
            if (startedAt == 0) _started(roundId, minCount);
            _submissions[roundId].push(value);
            earned[oracle] += payment;
        } catch {}
    }

    /// @dev Three oracles in a row, each to the round it is told to: rounds get answered and move on.
    function submitInTurn(uint256 oracleSeed, int256 value) external {
        for (uint256 i = 0; i < 3; ++i) submit(oracleSeed + i, value / 2 + int256(i), false);
    }

    function requestRound() external {
        uint32 minCount = feed.minSubmissionCount();
        vm.prank(REQUESTER);
        try feed.requestNewRound() returns (uint80 roundId) {
            _started(uint32(roundId), minCount);
        } catch {}
    }

    function warp(uint256 seconds_) external {
        vm.warp(block.timestamp + bound(seconds_, 1, 600));
    }

    function toggleOracle(uint256 oracleSeed, uint256 minSeed, uint256 maxSeed, uint256 delaySeed) external {
        address oracle = _pool[oracleSeed % POOL];
        bool enabled = _isEnabled(oracle);
        uint256 count = feed.oracleCount() + (enabled ? 0 : 1) - (enabled ? 1 : 0);
        if (count == 0) return;
        address[] memory one = new address[](1);
        one[0] = oracle;
        uint32 minCount = uint32(bound(minSeed, 1, count));
        uint32 maxCount = uint32(bound(maxSeed, minCount, count));
        uint32 delay = uint32(bound(delaySeed, 0, count - 1));
        address[] memory none = new address[](0);
        if (enabled) feed.changeOracles(one, none, none, minCount, maxCount, delay);
        else feed.changeOracles(none, one, _admins(one), minCount, maxCount, delay);
    }

    function updateFutureRounds(uint128 payment, uint256 minSeed, uint256 maxSeed, uint256 delaySeed, uint32 timeout)
        external
    {
        uint256 count = feed.oracleCount();
        uint32 minCount = uint32(bound(minSeed, 1, count));
        uint32 maxCount = uint32(bound(maxSeed, minCount, count));
        uint32 delay = uint32(bound(delaySeed, 0, count - 1));
        payment = uint128(bound(payment, 0, 0.1 ether));
        timeout = uint32(bound(timeout, 0, 600));
        // Refused only when the funds do not cover the reserve: the books stay as they were.
        try feed.updateFutureRounds(payment, minCount, maxCount, delay, timeout) {} catch {}
    }

    function addFunds(uint256 amount, bool sync) external {
        amount = bound(amount, 0, 10 ether);
        link.transfer(address(feed), amount);
        unsynced += amount;
        if (sync) {
            feed.updateAvailableFunds();
            unsynced = 0;
        }
    }

    function withdrawFunds(uint256 amount) external {
        amount = bound(amount, 0, feed.availableFunds());
        try feed.withdrawFunds(address(0xCAFE), amount) {
            unsynced = 0;
        } catch {}
    }

    function withdrawPayment(uint256 oracleSeed, uint256 amount, bool asOracle) external {
        address oracle = _pool[oracleSeed % POOL];
        amount = bound(amount, 0, feed.withdrawablePayment(oracle) * 2 + 1);
        // The oracle itself is not its admin: it must never be paid.
        address caller = asOracle ? oracle : adminOf(oracle);
        vm.prank(caller);
        try feed.withdrawPayment(oracle, caller, amount) {
            withdrawn[oracle] += amount;
            if (asOracle || withdrawn[oracle] > earned[oracle]) overWithdrew = true;
        } catch {}
    }

    function _started(uint32 roundId, uint32 minCount) private {
        roundMin[roundId] = minCount;
        lastRound = roundId;
    }

    function _isEnabled(address oracle) private view returns (bool) {
        address[] memory oracles = feed.getOracles();
        for (uint256 i = 0; i < oracles.length; ++i) {
            if (oracles[i] == oracle) return true;
        }
        return false;
    }

    function _admins(address[] memory oracles) private pure returns (address[] memory admins) {
        admins = new address[](oracles.length);
        for (uint256 i = 0; i < oracles.length; ++i) admins[i] = adminOf(oracles[i]);
    }
}

contract PriceFeedAggregatorInvariantTest is TestBase {
    FeedHandler private handler;
    PriceFeedAggregator private feed;
    BEP20Token private link;

    function setUp() public {
        handler = new FeedHandler();
        feed = handler.feed();
        link = handler.link();
    }

    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    /// @dev Every rule below, in one campaign: each `invariant_` function runs a campaign of its own.
    /// forge-config: default.invariant.runs = 64
    /// forge-config: default.invariant.depth = 100
    function invariant_fundsRoundsAndAnswers() public view {
        _fundsAccountingIsExact();
        _everyRoundIsSound();
        _latestIsAnAnsweredRound();
    }

    function _fundsAccountingIsExact() private view {
        uint256 owed;
        for (uint256 i = 0; i < handler.POOL(); ++i) {
            address oracle = handler.pool(i);
            uint256 withdrawable = feed.withdrawablePayment(oracle);
            assertEq(withdrawable, handler.earned(oracle) - handler.withdrawn(oracle), "withdrawable = earned - withdrawn");
            owed += withdrawable;
        }
        assertTrue(!handler.overWithdrew(), "someone took more than an oracle earned");
        assertEq(feed.allocatedFunds(), owed, "allocated = owed to oracles");
        assertEq(
            feed.availableFunds() + feed.allocatedFunds() + handler.unsynced(),
            link.balanceOf(address(feed)),
            "available + allocated = balance minus uncounted donations"
        );
    }

    function _everyRoundIsSound() private view {
        uint32 last = handler.lastRound();
        for (uint32 r = 1; r <= last; ++r) {
            try feed.getRoundData(r) returns (uint80 roundId, int256 answer, uint256, uint256 updatedAt, uint80 inRound) {
                assertEq(roundId, r, "round id");
                assertTrue(inRound > 0 && inRound <= r, "0 < answeredInRound <= roundId");
                assertTrue(updatedAt > 0, "updated");
                assertTrue(
                    answer >= handler.MIN_VALUE() && answer <= handler.MAX_VALUE(), "answer within the submission range"
                );
                if (inRound == r) {
                    int256[] memory values = handler.submissions(r);
                    assertTrue(values.length >= handler.roundMin(r), "answered with fewer than min submissions");
                    assertTrue(answer == _median(values), "answer is the median of the round's submissions");
                } else {
                    (, int256 carried,,,) = feed.getRoundData(inRound);
                    assertTrue(answer == carried, "a timed-out round carries its source round's answer");
                }
            } catch {
                // No data: the round never reached its minimum, and nothing answered was carried into it.
                assertTrue(handler.submissions(r).length < handler.roundMin(r), "an answered round hides its data");
            }
        }
    }

    function _latestIsAnAnsweredRound() private view {
        try feed.latestRoundData() returns (uint80 roundId, int256, uint256, uint256, uint80 inRound) {
            assertEq(inRound, roundId, "the latest round answered itself");
            assertTrue(handler.submissions(uint32(roundId)).length >= handler.roundMin(uint32(roundId)), "answered");
            assertTrue(roundId > 0, "round 0 has no data");
        } catch {
            for (uint32 r = 1; r <= handler.lastRound(); ++r) {
                assertTrue(handler.submissions(r).length < handler.roundMin(r), "an answer exists but is not reported");
            }
        }
    }

    function _median(int256[] memory values) private pure returns (int256) {
        InsertionSort.sort(values);
        uint256 m = values.length / 2;
        // Submissions are positive and at most 1e12: the plain mean cannot overflow.
        return values.length % 2 == 1 ? values[m] : (values[m - 1] + values[m]) / 2;
    }
}

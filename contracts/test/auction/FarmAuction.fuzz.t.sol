// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {FarmAuction} from "../../src/auction/FarmAuction.sol";
import {AuctionBidRanking} from "../../src/auction/AuctionBidRanking.sol";
import {FarmAuctionTest} from "./utils/FarmAuctionTest.sol";

contract FarmAuctionFuzzTest is FarmAuctionTest {
    /// @dev Any amount: refused unless a positive multiple of 10 CAKE and, for a first bid, at least the
    /// initial amount; an accepted one moves exactly that CAKE.
    function testFuzz_bidAmountRules(uint256 first, uint256 second) public {
        first = bound(first, 0, 10_000 ether);
        second = bound(second, 0, 10_000 ether);
        _whitelist(ALICE);
        uint256 id = _start(100);
        cake.mint(ALICE, 20_000 ether);
        vm.prank(ALICE);
        cake.approve(address(auction), type(uint256).max);

        bool firstOk = _tryBid(first, true);
        if (firstOk) _tryBid(second, false);
        uint256 expected = firstOk ? first + (_isMultiple(second) ? second : 0) : 0;
        assertEq(_total(id, ALICE), expected, "total");
        assertEq(cake.balanceOf(address(auction)), expected, "held");
        assertEq(cake.balanceOf(ALICE), 20_000 ether - expected, "paid");
    }

    /// @dev Bids are taken at every block from start to end and refused at every other.
    function testFuzz_bidsOutsideTheWindowAreRefused(uint256 at, uint256 length) public {
        length = bound(length, 1, MAX_LENGTH - 1);
        _whitelist(ALICE);
        vm.prank(OPERATOR);
        auction.startAuction(block.number + 1, block.number + 1 + length, INITIAL_BID, WINNERS);
        uint256 start = block.number + 1;
        at = bound(at, block.number, start + length + 100);
        vm.roll(at);
        cake.mint(ALICE, INITIAL_BID);
        vm.startPrank(ALICE);
        cake.approve(address(auction), INITIAL_BID);
        if (at < start || at > start + length) {
            vm.expectRevert(abi.encodeWithSelector(FarmAuction.BidOutsideAuction.selector, at, start, start + length));
        }
        auction.bid(INITIAL_BID);
        vm.stopPrank();
    }

    /// @dev Any start and end: accepted exactly when the start is ahead but less than the limit ahead,
    /// and the auction is positive and shorter than the limit.
    function testFuzz_startBlocksWithinTheLimit(uint256 maxLength, uint256 start, uint256 end) public {
        maxLength = bound(maxLength, 1, MAX_LENGTH);
        vm.prank(OWNER);
        auction.setMaxAuctionLength(maxLength);
        _whitelist(ALICE);
        start = bound(start, 0, block.number + 2 * maxLength);
        end = bound(end, 0, start + 2 * maxLength);
        bool valid = start > block.number && start < block.number + maxLength && end > start && end - start < maxLength;
        vm.prank(OPERATOR);
        (bool ok,) = address(auction).call(abi.encodeCall(FarmAuction.startAuction, (start, end, INITIAL_BID, WINNERS)));
        assertTrue(ok == valid, "accepted exactly when within the limit");
        assertEq(auction.currentAuctionId(), valid ? 1 : 0, "started or not");
    }

    /// @dev Up to eight bidders and any bid limit: the close is refused when it leaves more than five
    /// winners; otherwise each loser reclaims exactly its bid, no winner can, the owner collects the
    /// winners', and the auction ends holding nothing.
    function testFuzz_closeSplitsWinnersAndReclaims(uint256[8] memory raw, uint256 count, uint256 limit) public {
        count = bound(count, 0, 8);
        address[] memory bidders = new address[](count);
        for (uint256 i = 0; i < count; ++i) bidders[i] = address(uint160(0xB1D0 + i));
        _whitelist(ALICE);
        if (count != 0) {
            vm.prank(OPERATOR);
            auction.addWhitelist(bidders);
        }
        uint256 id = _start(10);
        uint256 total;
        for (uint256 i = 0; i < count; ++i) {
            raw[i] = INITIAL_BID + bound(raw[i], 0, 20) * 10 ether;
            _bid(bidders[i], raw[i]);
            total += raw[i];
        }
        limit = bound(limit, 1, 400 ether);
        uint256 winners;
        uint256 won;
        for (uint256 i = 0; i < count; ++i) {
            if (raw[i] >= limit) (winners, won) = (winners + 1, won + raw[i]);
        }
        vm.roll(block.number + 11);
        vm.prank(OPERATOR);
        if (winners > WINNERS) {
            vm.expectRevert(abi.encodeWithSelector(FarmAuction.TooManyWinners.selector, winners, WINNERS));
            auction.closeAuction(limit);
            return;
        }
        auction.closeAuction(limit);

        address[] memory winning = new address[](winners);
        uint256 w;
        uint256 refunded;
        for (uint256 i = 0; i < count; ++i) {
            vm.prank(bidders[i]);
            if (raw[i] >= limit) {
                vm.expectRevert(abi.encodeWithSelector(FarmAuction.BidInLeaderboard.selector, id, bidders[i]));
                auction.claimAuction(id);
                winning[w++] = bidders[i];
            } else {
                auction.claimAuction(id);
                assertEq(cake.balanceOf(bidders[i]), raw[i], "the exact bid back");
                refunded += raw[i];
            }
        }
        vm.prank(OWNER);
        auction.claimAuctionLeaderboard(id, winning);
        assertEq(cake.balanceOf(OWNER), won, "the winners' CAKE to the owner");
        assertEq(cake.balanceOf(address(auction)), 0, "nothing left");
        assertEq(refunded + won, total, "every wei paid once");

        AuctionBidRanking.Bid[] memory sorted = _sorted(id);
        for (uint256 i = 0; i < sorted.length; ++i) {
            assertTrue(sorted[i].hasClaimed, "everyone paid out");
            assertTrue((i < winners) == (sorted[i].amount >= limit), "winners above the line");
        }
    }

    function _tryBid(uint256 amount, bool firstBid) private returns (bool ok) {
        vm.prank(ALICE);
        if (amount == 0) {
            vm.expectRevert(FarmAuction.ZeroBid.selector);
        } else if (amount % 10 ether != 0) {
            vm.expectRevert(abi.encodeWithSelector(FarmAuction.BidNotMultipleOfTen.selector, amount));
        } else if (firstBid && amount < INITIAL_BID) {
            vm.expectRevert(abi.encodeWithSelector(FarmAuction.BidBelowInitialAmount.selector, amount, INITIAL_BID));
        } else {
            ok = true;
        }
        auction.bid(amount);
    }

    function _isMultiple(uint256 amount) private pure returns (bool) {
        return amount != 0 && amount % 10 ether == 0;
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {FarmAuction} from "../../src/auction/FarmAuction.sol";
import {AuctionBidRanking} from "../../src/auction/AuctionBidRanking.sol";
import {TestBase} from "../tokens/utils/TestBase.sol";
import {AmmTestToken} from "../amm/mocks/AmmTestToken.sol";
import {AuctionBidderWallet} from "./mocks/AuctionBidderWallet.sol";

/// @dev Five bidders (four accounts, one a project's contract wallet, and one never whitelisted) bid
/// any amount at any block; the operator starts auctions with terms at their bounds and closes them
/// with any limit; losers reclaim, winners and repeaters try to reclaim, the owner collects winners in
/// any order. It records every CAKE that went in and out.
contract AuctionHandler is TestBase {
    address public constant OWNER = address(0x0A);
    address public constant OPERATOR = address(0x0F);

    FarmAuction public immutable auction;
    AmmTestToken public immutable cake;

    uint256 public deposited;
    uint256 public reclaimed;
    uint256 public collected;
    bool public paidTwice;
    bool public winnerReclaimed;
    bool public strangerBid;
    bool public bidOutsideWindow;
    bool public stalled;

    address[5] private _bidders;
    AuctionBidderWallet private immutable _wallet;

    constructor(FarmAuction auction_, AmmTestToken cake_) {
        auction = auction_;
        cake = cake_;
        _wallet = new AuctionBidderWallet(auction_);
        _bidders = [address(0xA1), address(0xA2), address(0xA3), address(_wallet), address(0x5E)];
        address[] memory listed = new address[](4);
        for (uint256 i = 0; i < 4; ++i) listed[i] = _bidders[i];
        vm.prank(OPERATOR);
        auction_.addWhitelist(listed);
        for (uint256 i = 0; i < 5; ++i) {
            if (i == 3) continue;
            vm.prank(_bidders[i]);
            cake_.approve(address(auction_), type(uint256).max);
        }
    }

    function bid(uint256 who, uint256 units) external {
        address bidder = _bidders[who % 5];
        uint256 amount = bound(units, 0, 60) * 5 ether;
        cake.mint(bidder, amount);
        uint256 id = auction.currentAuctionId();
        (FarmAuction.Status status, uint256 start, uint256 end, uint256 initial,,) = auction.auctions(id);
        (uint256 previous,) = auction.auctionBids(id, bidder);
        bool valid = id != 0 && status == FarmAuction.Status.Open && block.number >= start && block.number <= end
            && amount != 0 && amount % 10 ether == 0 && (previous != 0 || amount >= initial) && who % 5 != 4;
        bool ok = _as(bidder, abi.encodeCall(FarmAuction.bid, (amount)));
        if (ok && who % 5 == 4) strangerBid = true;
        if (ok && (block.number < start || block.number > end)) bidOutsideWindow = true;
        if (ok != valid) stalled = true;
        if (ok) deposited += amount;
    }

    /// @dev Starts an auction with lengths and terms at or between their bounds, or closes the current
    /// one with a limit at some bidder's total (or above all), or just lets blocks pass.
    function advance(uint256 choice, uint256 blocks) external {
        uint256 id = auction.currentAuctionId();
        (FarmAuction.Status status,, uint256 end,,,) = auction.auctions(id);
        uint256 max = auction.maxAuctionLength();
        if (id == 0 || status == FarmAuction.Status.Close) {
            uint256 length = choice & 1 == 0 ? 1 : max - 1;
            uint256 startIn = choice & 2 == 0 ? 1 : bound(blocks, 1, max - 1);
            uint256 initial = choice & 4 == 0 ? 10 ether : 100 ether;
            uint256 winners = choice & 8 == 0 ? 1 : 5;
            vm.prank(OPERATOR);
            auction.startAuction(block.number + startIn, block.number + startIn + length, initial, winners);
            return;
        }
        if (block.number <= end) {
            vm.roll(choice & 1 == 0 ? end + 1 : block.number + bound(blocks, 1, 50));
            return;
        }
        (AuctionBidRanking.Bid[] memory bids,) = auction.viewBidsPerAuction(id, 0, 10);
        (,,,, uint256 leaderboard,) = auction.auctions(id);
        // The line right below the `k`-th bid, k at most the leaderboard: an honest limit; or above all.
        uint256 k = bound(choice >> 4, 0, leaderboard);
        uint256 limit = k == 0 || bids.length == 0 ? type(uint128).max : bids[(k > bids.length ? bids.length : k) - 1].amount;
        vm.prank(OPERATOR);
        (bool ok,) = address(auction).call(abi.encodeCall(FarmAuction.closeAuction, (limit)));
        if (!ok) {
            // Ties across the line can exceed the leaderboard: the contract refuses; close above all then.
            vm.prank(OPERATOR);
            auction.closeAuction(type(uint128).max);
        }
    }

    function reclaim(uint256 who, uint256 auctionSeed) external {
        uint256 current = auction.currentAuctionId();
        if (current == 0) return;
        uint256 id = bound(auctionSeed, 1, current);
        address bidder = _bidders[who % 5];
        (FarmAuction.Status status,,,,, uint256 threshold) = auction.auctions(id);
        (uint256 amount, bool claimed) = auction.auctionBids(id, bidder);
        uint256 before = cake.balanceOf(bidder);
        bool ok = _as(bidder, abi.encodeCall(FarmAuction.claimAuction, (id)));
        if (!ok) {
            if (status == FarmAuction.Status.Close && amount != 0 && amount < threshold && !claimed) stalled = true;
            return;
        }
        if (claimed) paidTwice = true;
        if (amount >= threshold) winnerReclaimed = true;
        if (cake.balanceOf(bidder) - before != amount) paidTwice = true;
        reclaimed += amount;
    }

    function collect(uint256 auctionSeed, uint256 mask) external {
        uint256 current = auction.currentAuctionId();
        if (current == 0) return;
        uint256 id = bound(auctionSeed, 1, current);
        (FarmAuction.Status status,,,,, uint256 threshold) = auction.auctions(id);
        if (status != FarmAuction.Status.Close) return;
        (AuctionBidRanking.Bid[] memory bids,) = auction.viewBidsPerAuction(id, 0, 10);
        address[] memory picked = new address[](bids.length);
        uint256 count;
        uint256 expected;
        for (uint256 i = 0; i < bids.length; ++i) {
            // Any subset of the bids, winners or not, paid or not: a mix the contract must refuse.
            if ((mask >> i) & 1 == 0) continue;
            picked[count++] = bids[i].account;
            expected += bids[i].amount;
            if (bids[i].amount < threshold) expected = type(uint256).max;
            if (bids[i].hasClaimed) expected = type(uint256).max;
        }
        assembly ("memory-safe") {
            mstore(picked, count)
        }
        uint256 before = cake.balanceOf(OWNER);
        vm.prank(OWNER);
        (bool ok,) = address(auction).call(abi.encodeCall(FarmAuction.claimAuctionLeaderboard, (id, picked)));
        uint256 got = cake.balanceOf(OWNER) - before;
        if (ok && got != expected) paidTwice = true;
        if (!ok && expected != type(uint256).max) stalled = true;
        collected += got;
    }

    function wait(uint256 blocks) external {
        vm.roll(block.number + bound(blocks, 1, 200));
    }

    function _as(address caller, bytes memory data) private returns (bool ok) {
        if (caller == address(_wallet)) {
            (ok,) = address(_wallet).call(abi.encodeCall(AuctionBidderWallet.execute, (data)));
        } else {
            vm.prank(caller);
            (ok,) = address(auction).call(data);
        }
    }
}

/// forge-config: default.invariant.runs = 64
/// forge-config: default.invariant.depth = 100
contract FarmAuctionInvariantTest is TestBase {
    FarmAuction private auction;
    AmmTestToken private cake;
    AuctionHandler private handler;

    function setUp() public {
        vm.roll(1000);
        cake = new AmmTestToken();
        auction = new FarmAuction(IERC20(address(cake)), address(0x0A), address(0x0F), 600);
        handler = new AuctionHandler(auction, cake);
    }

    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    /// @dev CAKE held == every bid not yet reclaimed or collected, across all auctions, to the wei; and
    /// == what went in less what went out.
    function invariant_cakeHeldIsEveryUnpaidBid() public view {
        uint256 unpaid;
        for (uint256 id = 1; id <= auction.currentAuctionId(); ++id) {
            (AuctionBidRanking.Bid[] memory bids,) = auction.viewBidsPerAuction(id, 0, 10);
            for (uint256 i = 0; i < bids.length; ++i) {
                if (!bids[i].hasClaimed) unpaid += bids[i].amount;
            }
        }
        uint256 held = cake.balanceOf(address(auction));
        assertEq(held, unpaid, "CAKE held == unpaid bids");
        assertEq(held, handler.deposited() - handler.reclaimed() - handler.collected(), "in - out");
        assertEq(auction.totalCollected(), handler.collected(), "collected counted");
    }

    /// @dev No bid is paid twice, no winner reclaims, no stranger or out-of-window bid is taken, and
    /// every valid call goes through.
    function invariant_bidsPayOnceToTheRightParty() public view {
        assertTrue(!handler.paidTwice(), "a bid paid twice");
        assertTrue(!handler.winnerReclaimed(), "a winner reclaimed");
        assertTrue(!handler.strangerBid(), "a non-whitelisted bid");
        assertTrue(!handler.bidOutsideWindow(), "a bid outside [start, end]");
        assertTrue(!handler.stalled(), "a valid call failed");
    }
}

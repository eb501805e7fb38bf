// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {FarmAuction} from "../../src/auction/FarmAuction.sol";
import {AuctionBidRanking} from "../../src/auction/AuctionBidRanking.sol";
import {AmmTestToken} from "../amm/mocks/AmmTestToken.sol";
import {FarmAuctionTest} from "./utils/FarmAuctionTest.sol";
import {AuctionBidderWallet} from "./mocks/AuctionBidderWallet.sol";
import {HookCake} from "./mocks/HookCake.sol";

contract FarmAuctionUnitTest is FarmAuctionTest {
    // ------------------------------------------------------------ deployment and roles

    function test_constructorSetsRolesAndLimits() public view {
        assertEq(address(auction.cakeToken()), address(cake), "cake");
        assertEq(auction.owner(), OWNER, "owner");
        assertEq(auction.operatorAddress(), OPERATOR, "operator");
        assertEq(auction.maxAuctionLength(), MAX_LENGTH, "max length");
        assertEq(auction.currentAuctionId(), 0, "no auction yet");
        assertTrue(_status(1) == FarmAuction.Status.Pending, "an unknown auction reads as pending");
    }

    function test_constructorRefusesZeroesAndLengthsOutOfBounds() public {
        IERC20 token = IERC20(address(cake));
        vm.expectRevert(FarmAuction.ZeroAddress.selector);
        new FarmAuction(IERC20(address(0)), OWNER, OPERATOR, MAX_LENGTH);
        vm.expectRevert(FarmAuction.ZeroAddress.selector);
        new FarmAuction(token, OWNER, address(0), MAX_LENGTH);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableInvalidOwner.selector, address(0)));
        new FarmAuction(token, address(0), OPERATOR, MAX_LENGTH);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.InvalidMaxAuctionLength.selector, 0));
        new FarmAuction(token, OWNER, OPERATOR, 0);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.InvalidMaxAuctionLength.selector, MAX_LENGTH + 1));
        new FarmAuction(token, OWNER, OPERATOR, MAX_LENGTH + 1);
        assertEq(new FarmAuction(token, OWNER, OPERATOR, 1).maxAuctionLength(), 1, "the shortest limit");
    }

    function test_onlyTheOperatorRunsAuctionsAndTheWhitelist() public {
        vm.startPrank(STRANGER);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.NotOperator.selector, STRANGER));
        auction.addWhitelist(_one(ALICE));
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.NotOperator.selector, STRANGER));
        auction.removeWhitelist(_one(ALICE));
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.NotOperator.selector, STRANGER));
        auction.startAuction(block.number + 1, block.number + 10, INITIAL_BID, WINNERS);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.NotOperator.selector, STRANGER));
        auction.closeAuction(INITIAL_BID);
        vm.stopPrank();
        vm.prank(OWNER);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.NotOperator.selector, OWNER));
        auction.addWhitelist(_one(ALICE));
    }

    function test_onlyTheOwnerSetsTheOperatorLengthAndCollects() public {
        vm.startPrank(OPERATOR);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, OPERATOR));
        auction.setOperatorAddress(ALICE);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, OPERATOR));
        auction.setMaxAuctionLength(10);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, OPERATOR));
        auction.claimAuctionLeaderboard(1, _one(ALICE));
        vm.stopPrank();

        vm.startPrank(OWNER);
        vm.expectRevert(FarmAuction.ZeroAddress.selector);
        auction.setOperatorAddress(address(0));
        vm.expectEmit(true, false, false, true, address(auction));
        emit FarmAuction.NewOperatorAddress(ALICE);
        auction.setOperatorAddress(ALICE);
        vm.stopPrank();
        assertEq(auction.operatorAddress(), ALICE, "new operator");
    }

    function test_maxAuctionLengthAtItsBounds() public {
        vm.startPrank(OWNER);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.InvalidMaxAuctionLength.selector, 0));
        auction.setMaxAuctionLength(0);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.InvalidMaxAuctionLength.selector, MAX_LENGTH + 1));
        auction.setMaxAuctionLength(MAX_LENGTH + 1);
        auction.setMaxAuctionLength(1);
        vm.stopPrank();
        _whitelist(ALICE);
        // With a one-block limit no auction fits: its start must be ahead and its length positive.
        vm.startPrank(OPERATOR);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.StartBlockTooFarAhead.selector, block.number + 1, block.number));
        auction.startAuction(block.number + 1, block.number + 2, INITIAL_BID, WINNERS);
        vm.stopPrank();

        vm.prank(OWNER);
        auction.setMaxAuctionLength(2);
        vm.prank(OPERATOR);
        auction.startAuction(block.number + 1, block.number + 2, INITIAL_BID, WINNERS);
        vm.prank(OWNER);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.AuctionInProgress.selector, 1));
        auction.setMaxAuctionLength(MAX_LENGTH);
    }

    // ------------------------------------------------------------ whitelist

    function test_whitelistAddsAndRemovesOnceEach() public {
        address[] memory accounts = new address[](3);
        (accounts[0], accounts[1], accounts[2]) = (ALICE, BOB, ALICE);
        vm.startPrank(OPERATOR);
        vm.expectEmit(true, false, false, false, address(auction));
        emit FarmAuction.WhitelistAdd(ALICE);
        vm.expectEmit(true, false, false, false, address(auction));
        emit FarmAuction.WhitelistAdd(BOB);
        auction.addWhitelist(accounts);
        assertEq(auction.viewBiddersLength(), 2, "a duplicate is skipped");
        assertTrue(auction.whitelisted(ALICE) && auction.whitelisted(BOB), "both whitelisted");
        auction.removeWhitelist(_one(ALICE));
        auction.removeWhitelist(_one(ALICE));
        vm.expectRevert(FarmAuction.ZeroAddress.selector);
        auction.addWhitelist(_one(address(0)));
        vm.stopPrank();
        assertTrue(!auction.whitelisted(ALICE), "alice removed");
        (address[] memory page, uint256 next) = auction.viewBidders(0, 10);
        assertEq(page.length, 1, "one left");
        assertEq(page[0], BOB, "bob left");
        assertEq(next, 1, "next cursor");
        (page, next) = auction.viewBidders(5, 10);
        assertEq(page.length + next, 5, "a cursor past the end is an empty page");
    }

    function test_whitelistIsCapped() public {
        uint256 max = auction.MAX_WHITELIST();
        address[] memory accounts = new address[](max + 1);
        for (uint256 i = 0; i <= max; ++i) accounts[i] = address(uint160(0x1000 + i));
        vm.prank(OPERATOR);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.WhitelistFull.selector, max));
        auction.addWhitelist(accounts);
        assembly ("memory-safe") {
            mstore(accounts, max)
        }
        vm.prank(OPERATOR);
        auction.addWhitelist(accounts);
        assertEq(auction.viewBiddersLength(), max, "exactly the cap");
    }

    function test_whitelistIsFrozenWhileAnAuctionRuns() public {
        _whitelist(ALICE);
        uint256 id = _start(10);
        vm.startPrank(OPERATOR);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.AuctionInProgress.selector, id));
        auction.addWhitelist(_one(BOB));
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.AuctionInProgress.selector, id));
        auction.removeWhitelist(_one(ALICE));
        vm.stopPrank();
        _close(INITIAL_BID);
        _whitelist(BOB);
        assertTrue(auction.whitelisted(BOB), "open again after close");
    }

    // ------------------------------------------------------------ start

    function test_startChecksBlocksAmountsAndTheWhitelist() public {
        uint256 b = block.number;
        vm.startPrank(OPERATOR);
        vm.expectRevert(FarmAuction.EmptyWhitelist.selector);
        auction.startAuction(b + 1, b + 10, INITIAL_BID, WINNERS);
        vm.stopPrank();
        _whitelist(ALICE);
        vm.startPrank(OPERATOR);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.StartBlockNotAhead.selector, b, b));
        auction.startAuction(b, b + 10, INITIAL_BID, WINNERS);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.StartBlockTooFarAhead.selector, b + MAX_LENGTH, b + MAX_LENGTH - 1));
        auction.startAuction(b + MAX_LENGTH, b + MAX_LENGTH + 1, INITIAL_BID, WINNERS);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.EndBlockNotAfterStart.selector, b + 5, b + 5));
        auction.startAuction(b + 5, b + 5, INITIAL_BID, WINNERS);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.AuctionTooLong.selector, MAX_LENGTH, MAX_LENGTH));
        auction.startAuction(b + 1, b + 1 + MAX_LENGTH, INITIAL_BID, WINNERS);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.InvalidInitialBidAmount.selector, 0));
        auction.startAuction(b + 1, b + 10, 0, WINNERS);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.InvalidInitialBidAmount.selector, 15 ether));
        auction.startAuction(b + 1, b + 10, 15 ether, WINNERS);
        vm.expectRevert(FarmAuction.ZeroLeaderboard.selector);
        auction.startAuction(b + 1, b + 10, INITIAL_BID, 0);

        vm.expectEmit(true, false, false, true, address(auction));
        emit FarmAuction.AuctionStart(1, b + MAX_LENGTH - 1, b + 2 * MAX_LENGTH - 2, INITIAL_BID, WINNERS);
        auction.startAuction(b + MAX_LENGTH - 1, b + 2 * MAX_LENGTH - 2, INITIAL_BID, WINNERS);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.AuctionInProgress.selector, 1));
        auction.startAuction(b + 1, b + 10, INITIAL_BID, WINNERS);
        vm.stopPrank();

        (FarmAuction.Status status, uint256 start, uint256 end, uint256 initial, uint256 leaderboard, uint256 threshold) =
            auction.auctions(1);
        assertTrue(status == FarmAuction.Status.Open, "open");
        assertEq(start, b + MAX_LENGTH - 1, "start, the furthest allowed");
        assertEq(end, b + 2 * MAX_LENGTH - 2, "end, the longest allowed");
        assertEq(initial, INITIAL_BID, "initial bid");
        assertEq(leaderboard, WINNERS, "winners");
        assertEq(threshold, 0, "no threshold before close");
    }

    // ------------------------------------------------------------ bid

    function test_bidFollowsTheRules() public {
        _whitelistAll();
        uint256 id = _start(100);
        cake.mint(ALICE, 1000 ether);
        cake.mint(STRANGER, 1000 ether);
        vm.prank(STRANGER);
        cake.approve(address(auction), type(uint256).max);
        vm.prank(STRANGER);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.NotWhitelisted.selector, STRANGER));
        auction.bid(INITIAL_BID);

        vm.startPrank(ALICE);
        cake.approve(address(auction), type(uint256).max);
        vm.expectRevert(FarmAuction.ZeroBid.selector);
        auction.bid(0);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.BidNotMultipleOfTen.selector, 105 ether));
        auction.bid(105 ether);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.BidBelowInitialAmount.selector, 90 ether, INITIAL_BID));
        auction.bid(90 ether);
        vm.expectEmit(true, true, false, true, address(auction));
        emit FarmAuction.AuctionBid(id, ALICE, INITIAL_BID);
        auction.bid(INITIAL_BID);
        // Later bids add to the total and may be as small as 10 CAKE.
        auction.bid(10 ether);
        vm.stopPrank();

        assertEq(_total(id, ALICE), 110 ether, "total");
        assertEq(cake.balanceOf(address(auction)), 110 ether, "held");
        assertEq(cake.balanceOf(ALICE), 890 ether, "paid");
        (uint256[] memory ids, uint256[] memory amounts, bool[] memory claimed, uint256 next) =
            auction.viewBidderAuctions(ALICE, 0, 10);
        assertEq(ids.length, 1, "one auction, listed once");
        assertEq(ids[0], id, "its id");
        assertEq(amounts[0], 110 ether, "its total");
        assertTrue(!claimed[0], "not claimed");
        assertEq(next, 1, "next cursor");
        assertEq(auction.viewBidsPerAuctionLength(id), 1, "one bidder");
    }

    function test_bidsOnlyFromStartToEndBlockInclusive() public {
        _whitelist(ALICE);
        vm.prank(OPERATOR);
        auction.startAuction(block.number + 5, block.number + 15, INITIAL_BID, WINNERS);
        uint256 start = block.number + 5;
        cake.mint(ALICE, 1000 ether);
        vm.startPrank(ALICE);
        cake.approve(address(auction), type(uint256).max);
        vm.roll(start - 1);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.BidOutsideAuction.selector, start - 1, start, start + 10));
        auction.bid(INITIAL_BID);
        vm.roll(start);
        auction.bid(INITIAL_BID);
        vm.roll(start + 10);
        auction.bid(10 ether);
        vm.roll(start + 11);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.BidOutsideAuction.selector, start + 11, start, start + 10));
        auction.bid(10 ether);
        vm.stopPrank();
        assertEq(_total(1, ALICE), 110 ether, "the first and the last block took bids");
    }

    function test_noBidBeforeTheFirstAuctionOrAfterClose() public {
        _whitelist(ALICE);
        cake.mint(ALICE, 1000 ether);
        vm.prank(ALICE);
        cake.approve(address(auction), type(uint256).max);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.AuctionNotOpen.selector, 0));
        auction.bid(INITIAL_BID);
        _start(10);
        _close(INITIAL_BID);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.AuctionNotOpen.selector, 1));
        auction.bid(INITIAL_BID);
    }

    function test_aShortTransferInIsRefused() public {
        HookCake hostile = new HookCake();
        FarmAuction feeAuction = new FarmAuction(IERC20(address(hostile)), OWNER, OPERATOR, MAX_LENGTH);
        vm.startPrank(OPERATOR);
        feeAuction.addWhitelist(_one(ALICE));
        feeAuction.startAuction(block.number + 1, block.number + 10, INITIAL_BID, WINNERS);
        vm.stopPrank();
        vm.roll(block.number + 1);
        hostile.mint(ALICE, 1000 ether);
        hostile.setFee(true);
        vm.startPrank(ALICE);
        hostile.approve(address(feeAuction), type(uint256).max);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.TransferInShort.selector, INITIAL_BID, 99 ether));
        feeAuction.bid(INITIAL_BID);
        vm.stopPrank();
        assertEq(hostile.balanceOf(address(feeAuction)), 0, "nothing kept");
    }

    // ------------------------------------------------------------ close

    function test_closeOnceAfterTheEndWithAnHonestLimit() public {
        _whitelistAll();
        uint256 id = _start(10);
        _bid(ALICE, 300 ether);
        _bid(BOB, 200 ether);
        _bid(CAROL, 100 ether);
        vm.startPrank(OPERATOR);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.AuctionNotEnded.selector, id, block.number + 10));
        auction.closeAuction(200 ether);
        vm.roll(block.number + 11);
        vm.expectRevert(FarmAuction.ZeroBidLimit.selector);
        auction.closeAuction(0);
        vm.expectEmit(true, false, false, true, address(auction));
        emit FarmAuction.AuctionClose(id, 200 ether, 3);
        auction.closeAuction(200 ether);
        // PancakeSwap's guard let the operator close again and move bidders between winners and losers.
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.AuctionNotOpen.selector, id));
        auction.closeAuction(300 ether);
        vm.stopPrank();
        (FarmAuction.Status status, , , , , uint256 threshold) = auction.auctions(id);
        assertTrue(status == FarmAuction.Status.Close, "closed");
        assertEq(threshold, 200 ether, "the bid limit");
        assertTrue(!auction.claimable(id, ALICE) && !auction.claimable(id, BOB), "winners cannot reclaim");
        assertTrue(auction.claimable(id, CAROL), "carol can");
    }

    function test_closeRefusesALimitWithMoreWinnersThanTheLeaderboard() public {
        address[] memory accounts = new address[](7);
        for (uint256 i = 0; i < 7; ++i) accounts[i] = address(uint160(0xB1D0 + i));
        vm.prank(OPERATOR);
        auction.addWhitelist(accounts);
        _start(10);
        for (uint256 i = 0; i < 7; ++i) _bid(accounts[i], INITIAL_BID + i * 10 ether);
        vm.roll(block.number + 11);
        vm.startPrank(OPERATOR);
        // 160 CAKE or more: the bidders of 160, 150, 140, 130, 120 and 110, six of them.
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.TooManyWinners.selector, 6, WINNERS));
        auction.closeAuction(INITIAL_BID + 10 ether);
        auction.closeAuction(INITIAL_BID + 20 ether);
        vm.stopPrank();
    }

    function test_closeWithNoBidsOrALimitAboveEveryBid() public {
        _whitelistAll();
        _start(10);
        _close(1);
        assertTrue(_status(1) == FarmAuction.Status.Close, "an auction nobody bid in closes");

        uint256 id = _start(10);
        _bid(ALICE, 500 ether);
        _bid(BOB, 100 ether);
        _close(type(uint128).max);
        assertTrue(auction.claimable(id, ALICE) && auction.claimable(id, BOB), "no winners: all reclaim");
        vm.prank(OWNER);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.BidNotInLeaderboard.selector, id, ALICE));
        auction.claimAuctionLeaderboard(id, _one(ALICE));
    }

    function test_aLeaderboardAboveTheBidderCountLetsEveryoneWin() public {
        _whitelistAll();
        vm.prank(OPERATOR);
        auction.startAuction(block.number + 1, block.number + 10, INITIAL_BID, 1000);
        vm.roll(block.number + 1);
        _bid(ALICE, 100 ether);
        _bid(BOB, 200 ether);
        _close(100 ether);
        address[] memory winners = new address[](2);
        (winners[0], winners[1]) = (ALICE, BOB);
        vm.prank(OWNER);
        auction.claimAuctionLeaderboard(1, winners);
        assertEq(cake.balanceOf(OWNER), 300 ether, "both collected");
    }

    // ------------------------------------------------------------ claims

    function test_aNonWinnerReclaimsItsWholeBidOnce() public {
        _whitelistAll();
        uint256 id = _start(10);
        _bid(ALICE, 300 ether);
        _bid(BOB, 100 ether);
        _bid(BOB, 20 ether);
        vm.prank(BOB);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.AuctionNotClosed.selector, id));
        auction.claimAuction(id);
        _close(300 ether);

        vm.expectEmit(true, true, false, true, address(auction));
        emit FarmAuction.AuctionClaim(id, BOB, 120 ether, false);
        vm.prank(BOB);
        auction.claimAuction(id);
        assertEq(cake.balanceOf(BOB), 120 ether, "the exact bid back");
        assertTrue(_claimed(id, BOB), "marked");
        vm.prank(BOB);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.BidAlreadyClaimed.selector, id, BOB));
        auction.claimAuction(id);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.BidInLeaderboard.selector, id, ALICE));
        auction.claimAuction(id);
        vm.prank(CAROL);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.BidNotFound.selector, id, CAROL));
        auction.claimAuction(id);
        vm.prank(CAROL);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.AuctionNotClosed.selector, 9));
        auction.claimAuction(9);
    }

    function test_theOwnerCollectsEachWinnerOnce() public {
        _whitelistAll();
        uint256 id = _start(10);
        _bid(ALICE, 300 ether);
        _bid(BOB, 200 ether);
        _bid(CAROL, 100 ether);
        vm.prank(OWNER);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.AuctionNotClosed.selector, id));
        auction.claimAuctionLeaderboard(id, _one(ALICE));
        _close(200 ether);

        address[] memory winners = new address[](2);
        (winners[0], winners[1]) = (ALICE, BOB);
        vm.startPrank(OWNER);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.BidNotInLeaderboard.selector, id, CAROL));
        auction.claimAuctionLeaderboard(id, _one(CAROL));
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.BidNotInLeaderboard.selector, id, DAVE));
        auction.claimAuctionLeaderboard(id, _one(DAVE));
        vm.expectEmit(true, true, false, true, address(auction));
        emit FarmAuction.AuctionClaim(id, OWNER, 500 ether, true);
        auction.claimAuctionLeaderboard(id, winners);
        vm.expectRevert(abi.encodeWithSelector(FarmAuction.BidAlreadyClaimed.selector, id, ALICE));
        auction.claimAuctionLeaderboard(id, _one(ALICE));
        vm.stopPrank();
        assertEq(cake.balanceOf(OWNER), 500 ether, "the winners' CAKE");
        assertEq(auction.totalCollected(), 500 ether, "counted");
        assertEq(cake.balanceOf(address(auction)), 100 ether, "carol's bid stays for her");
    }

    function test_aContractWalletBidsAndReclaimsButCannotReenter() public {
        HookCake hostile = new HookCake();
        FarmAuction hooked = new FarmAuction(IERC20(address(hostile)), OWNER, OPERATOR, MAX_LENGTH);
        AuctionBidderWallet wallet = new AuctionBidderWallet(hooked);
        address[] memory accounts = new address[](2);
        (accounts[0], accounts[1]) = (address(wallet), ALICE);
        vm.startPrank(OPERATOR);
        hooked.addWhitelist(accounts);
        hooked.startAuction(block.number + 1, block.number + 10, INITIAL_BID, WINNERS);
        vm.stopPrank();
        vm.roll(block.number + 1);
        hostile.mint(address(wallet), 100 ether);
        wallet.execute(abi.encodeCall(FarmAuction.bid, (100 ether)));
        vm.roll(block.number + 10);
        vm.prank(OPERATOR);
        hooked.closeAuction(200 ether);
        hostile.setHook(address(hooked), 1);
        wallet.execute(abi.encodeCall(FarmAuction.claimAuction, (1)));
        assertTrue(!wallet.reentered(), "the nested reclaim failed");
        assertEq(hostile.balanceOf(address(wallet)), 100 ether, "paid once");
        assertEq(hostile.balanceOf(address(hooked)), 0, "nothing left");
    }

    function test_recoverTokenIsNeverCake() public {
        AmmTestToken other = new AmmTestToken();
        other.mint(address(auction), 5 ether);
        vm.startPrank(OWNER);
        vm.expectRevert(FarmAuction.CannotRecoverCake.selector);
        auction.recoverToken(address(cake), 1);
        auction.recoverToken(address(other), 5 ether);
        vm.stopPrank();
        assertEq(other.balanceOf(OWNER), 5 ether, "recovered");
    }

    // ------------------------------------------------------------ views

    function test_bidsAreSortedByAmountWithTiesInBidOrder() public {
        _whitelistAll();
        uint256 id = _start(10);
        _bid(ALICE, 100 ether);
        _bid(BOB, 300 ether);
        _bid(CAROL, 200 ether);
        _bid(DAVE, 300 ether);
        _bid(ALICE, 200 ether);
        AuctionBidRanking.Bid[] memory bids = _sorted(id);
        // Alice reached 300 last, but ties keep the order bidders first bid in.
        assertEq(bids[0].account, ALICE, "first: 300, the first to bid");
        assertEq(bids[0].amount, 300 ether, "alice's total");
        assertEq(bids[1].account, BOB, "second: 300");
        assertEq(bids[2].account, DAVE, "third: 300");
        assertEq(bids[3].account, CAROL, "last");
        (AuctionBidRanking.Bid[] memory page, uint256 next) = auction.viewBidsPerAuction(id, 1, 2);
        assertEq(page.length, 2, "a page");
        assertEq(page[0].account, BOB, "from rank 1");
        assertEq(next, 3, "next cursor");
        (page, next) = auction.viewBidsPerAuction(id, 9, 2);
        assertEq(page.length, 0, "past the end");
        assertEq(next, 9, "cursor kept");
    }

    function test_viewAuctionsPages() public {
        _whitelist(ALICE);
        _start(10);
        _close(INITIAL_BID);
        _start(20);
        (FarmAuction.Auction[] memory page, uint256 next) = auction.viewAuctions(0, 10);
        assertEq(page.length, 2, "both");
        assertTrue(page[0].status == FarmAuction.Status.Close, "the first closed");
        assertTrue(page[1].status == FarmAuction.Status.Open, "the second open");
        assertEq(next, 2, "next");
        (page, next) = auction.viewAuctions(1, 10);
        assertEq(page.length, 1, "from the second");
        assertEq(page[0].endBlock - page[0].startBlock, 20, "its length");
        (page, next) = auction.viewAuctions(5, 10);
        assertEq(page.length + next, 5, "past the end");
    }

    /// @dev A full whitelist bidding (in ascending order) is the most a view sorts and a close counts;
    /// both stay well inside a transaction's 16,777,216 gas.
    function test_aFullAuctionsSortedBidsFitTheGasCap() public {
        uint256 max = auction.MAX_WHITELIST();
        address[] memory accounts = new address[](max);
        for (uint256 i = 0; i < max; ++i) accounts[i] = address(uint160(0x1000 + i));
        vm.prank(OPERATOR);
        auction.addWhitelist(accounts);
        uint256 id = _start(10);
        for (uint256 i = 0; i < max; ++i) _bid(accounts[i], INITIAL_BID + i * 10 ether);
        uint256 before = gasleft();
        (AuctionBidRanking.Bid[] memory bids,) = auction.viewBidsPerAuction(id, 0, max);
        uint256 used = before - gasleft();
        assertTrue(used < 16_777_216 / 4, "under a quarter of the cap");
        assertEq(bids[0].account, accounts[max - 1], "highest first");
        assertEq(bids[max - 1].account, accounts[0], "lowest last");

        vm.roll(block.number + 11);
        before = gasleft();
        vm.prank(OPERATOR);
        auction.closeAuction(INITIAL_BID + (max - 5) * 10 ether);
        assertTrue(before - gasleft() < 16_777_216 / 4, "close counts every bidder under a quarter of the cap");
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {FarmAuction} from "../../../src/auction/FarmAuction.sol";
import {AuctionBidRanking} from "../../../src/auction/AuctionBidRanking.sol";
import {AmmTestToken} from "../../amm/mocks/AmmTestToken.sol";
import {TestBase} from "../../tokens/utils/TestBase.sol";

/// @dev A farm auction on a plain mintable CAKE with PancakeSwap's terms (3 days at most, 5 winners,
/// a 100 CAKE first bid), and helpers that whitelist, bid and close.
abstract contract FarmAuctionTest is TestBase {
    address internal constant OWNER = address(0x0A);
    address internal constant OPERATOR = address(0x0F);
    address internal constant ALICE = address(0xA11CE);
    address internal constant BOB = address(0xB0B);
    address internal constant CAROL = address(0xCA201);
    address internal constant DAVE = address(0xDA7E);
    address internal constant STRANGER = address(0x5E);

    uint256 internal constant MAX_LENGTH = 86_400;
    uint256 internal constant INITIAL_BID = 100 ether;
    uint256 internal constant WINNERS = 5;
    uint256 internal constant START_BLOCK = 1000;

    AmmTestToken internal cake;
    FarmAuction internal auction;

    function setUp() public virtual {
        vm.roll(START_BLOCK);
        cake = new AmmTestToken();
        auction = new FarmAuction(IERC20(address(cake)), OWNER, OPERATOR, MAX_LENGTH);
    }

    function _whitelist(address account) internal {
        address[] memory accounts = new address[](1);
        accounts[0] = account;
        vm.prank(OPERATOR);
        auction.addWhitelist(accounts);
    }

    function _whitelistAll() internal {
        address[] memory accounts = new address[](4);
        (accounts[0], accounts[1], accounts[2], accounts[3]) = (ALICE, BOB, CAROL, DAVE);
        vm.prank(OPERATOR);
        auction.addWhitelist(accounts);
    }

    /// @dev Starts an auction taking bids from the next block for `length` blocks more.
    function _start(uint256 length) internal returns (uint256 auctionId) {
        vm.prank(OPERATOR);
        auction.startAuction(block.number + 1, block.number + 1 + length, INITIAL_BID, WINNERS);
        vm.roll(block.number + 1);
        return auction.currentAuctionId();
    }

    function _bid(address bidder, uint256 amount) internal {
        cake.mint(bidder, amount);
        vm.startPrank(bidder);
        cake.approve(address(auction), amount);
        auction.bid(amount);
        vm.stopPrank();
    }

    function _close(uint256 bidLimit) internal {
        (, , uint256 endBlock, , , ) = auction.auctions(auction.currentAuctionId());
        if (block.number <= endBlock) vm.roll(endBlock + 1);
        vm.prank(OPERATOR);
        auction.closeAuction(bidLimit);
    }

    function _status(uint256 auctionId) internal view returns (FarmAuction.Status status) {
        (status, , , , , ) = auction.auctions(auctionId);
    }

    function _total(uint256 auctionId, address bidder) internal view returns (uint256 totalAmount) {
        (totalAmount, ) = auction.auctionBids(auctionId, bidder);
    }

    function _claimed(uint256 auctionId, address bidder) internal view returns (bool hasClaimed) {
        (, hasClaimed) = auction.auctionBids(auctionId, bidder);
    }

    function _one(address account) internal pure returns (address[] memory accounts) {
        accounts = new address[](1);
        accounts[0] = account;
    }

    function _sorted(uint256 auctionId) internal view returns (AuctionBidRanking.Bid[] memory bids) {
        (bids, ) = auction.viewBidsPerAuction(auctionId, 0, 1000);
    }
}

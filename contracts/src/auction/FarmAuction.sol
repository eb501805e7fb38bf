// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {EnumerableSet} from "@openzeppelin/contracts/utils/structs/EnumerableSet.sol";
import {AuctionBidRanking} from "./AuctionBidRanking.sol";

/// @title FarmAuction
/// @notice Auctions for new farms (spec 001): whitelisted project wallets bid CAKE, in multiples of 10,
/// for one of the auction's `leaderboard` winning places; the winners' farms run for a week. After the
/// auction ends the operator closes it once with a bid limit, the least a winner bid in total: the
/// winners' CAKE goes to the owner (`claimAuctionLeaderboard`), every other bidder reclaims its own
/// (`claimAuction`). ABI-compatible with PancakeSwap's FarmAuction.
/// @dev Where it differs from PancakeSwap's, on purpose:
/// - `closeAuction` closes an open auction exactly once. PancakeSwap's guard lets the operator close
///   again with another limit after some bidders have been paid, moving bidders between the winners
///   and the refunded. The limit must also leave at most `leaderboard` winners.
/// - Bids are accepted from `startBlock` to `endBlock` inclusive; close and claims come after.
/// - CAKE that arrives short of the bid (a fee-on-transfer token) is refused, so what the contract
///   holds is always exactly the unclaimed bids.
/// - The whitelist is capped at `MAX_WHITELIST`, which bounds an auction's bidders and so every loop.
/// - `viewBidsPerAuction` pages through the bids sorted by amount (PancakeSwap's are in bid order).
/// - `setMaxAuctionLength` is the owner's (a limit), the whitelist and auctions the operator's.
contract FarmAuction is Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;
    using SafeCast for uint256;
    using EnumerableSet for EnumerableSet.AddressSet;

    /// @notice Pending (never started), Open (taking bids between its blocks), Close (closed with its
    /// bid limit: claimable).
    enum Status {
        Pending,
        Open,
        Close
    }

    /// @notice An auction as `auctions` and `viewAuctions` return it, PancakeSwap's shape.
    struct Auction {
        Status status;
        uint256 startBlock;
        uint256 endBlock;
        uint256 initialBidAmount;
        uint256 leaderboard;
        uint256 leaderboardThreshold;
    }

    /// @dev Two slots: a bid reads only the first.
    struct StoredAuction {
        Status status;
        uint64 startBlock;
        uint64 endBlock;
        uint96 initialBidAmount;
        uint32 leaderboard;
        uint128 leaderboardThreshold;
    }

    /// @dev One slot per bidder and auction.
    struct StoredBid {
        uint128 totalAmount;
        bool hasClaimed;
    }

    /// @notice Bids are whole multiples of this: 10 CAKE.
    uint256 public constant BID_UNIT = 10 ether;
    /// @notice The longest `maxAuctionLength` may be: three days of 3-second blocks.
    uint256 public constant MAX_AUCTION_LENGTH_LIMIT = 86_400;
    /// @notice The most whitelisted bidders at once, so an auction's sorted bids fit a view's gas.
    uint256 public constant MAX_WHITELIST = 250;
    /// @notice The most entries a paged view returns.
    uint256 public constant MAX_PAGE_SIZE = 1000;

    /// @notice The token bid with.
    IERC20 public immutable cakeToken;
    /// @notice Manages the whitelist, starts and closes auctions.
    address public operatorAddress;
    /// @notice The latest auction's id; 0 before the first.
    uint256 public currentAuctionId;
    /// @notice The most blocks an auction may last, and the furthest ahead it may start.
    uint256 public maxAuctionLength;
    /// @notice The winners' CAKE collected by the owner over all auctions.
    uint256 public totalCollected;

    EnumerableSet.AddressSet private _whitelist;
    mapping(uint256 auctionId => StoredAuction) private _auctions;
    mapping(uint256 auctionId => mapping(address bidder => StoredBid)) private _bids;
    mapping(uint256 auctionId => address[]) private _auctionBidders;
    mapping(address bidder => uint256[]) private _bidderAuctions;

    event AuctionBid(uint256 indexed auctionId, address indexed account, uint256 amount);
    event AuctionClaim(uint256 indexed auctionId, address indexed account, uint256 amount, bool isAdmin);
    event AuctionClose(uint256 indexed auctionId, uint256 participationLimit, uint256 numberParticipants);
    event AuctionStart(
        uint256 indexed auctionId, uint256 startBlock, uint256 endBlock, uint256 initialBidAmount, uint256 leaderboard
    );
    event NewMaxAuctionLength(uint256 maxAuctionLength);
    event NewOperatorAddress(address indexed account);
    event TokenRecovery(address indexed token, uint256 amount);
    event WhitelistAdd(address indexed account);
    event WhitelistRemove(address indexed account);

    error NotOperator(address caller);
    error ZeroAddress();
    error InvalidMaxAuctionLength(uint256 maxAuctionLength);
    error AuctionInProgress(uint256 auctionId);
    error AuctionNotOpen(uint256 auctionId);
    error AuctionNotClosed(uint256 auctionId);
    error AuctionNotEnded(uint256 auctionId, uint256 endBlock);
    error StartBlockNotAhead(uint256 startBlock, uint256 currentBlock);
    error StartBlockTooFarAhead(uint256 startBlock, uint256 latestStartBlock);
    error EndBlockNotAfterStart(uint256 startBlock, uint256 endBlock);
    error AuctionTooLong(uint256 length, uint256 maxAuctionLength);
    error InvalidInitialBidAmount(uint256 initialBidAmount);
    error ZeroLeaderboard();
    error EmptyWhitelist();
    error WhitelistFull(uint256 maxWhitelist);
    error NotWhitelisted(address account);
    error BidOutsideAuction(uint256 blockNumber, uint256 startBlock, uint256 endBlock);
    error ZeroBid();
    error BidNotMultipleOfTen(uint256 amount);
    error BidBelowInitialAmount(uint256 amount, uint256 initialBidAmount);
    error TransferInShort(uint256 expected, uint256 received);
    error ZeroBidLimit();
    error TooManyWinners(uint256 winners, uint256 leaderboard);
    error BidNotFound(uint256 auctionId, address account);
    error BidInLeaderboard(uint256 auctionId, address account);
    error BidNotInLeaderboard(uint256 auctionId, address account);
    error BidAlreadyClaimed(uint256 auctionId, address account);
    error CannotRecoverCake();

    modifier onlyOperator() {
        if (msg.sender != operatorAddress) revert NotOperator(msg.sender);
        _;
    }

    /// @dev The whitelist and the auction length change only between auctions, never under bidders.
    modifier whenNoAuctionInProgress() {
        uint256 auctionId = currentAuctionId;
        if (auctionId != 0 && _auctions[auctionId].status != Status.Close) revert AuctionInProgress(auctionId);
        _;
    }

    /// @param cakeToken_ The token bid with.
    /// @param operatorAddress_ Manages the whitelist and runs auctions.
    /// @param maxAuctionLength_ The most blocks an auction may last, 1 to `MAX_AUCTION_LENGTH_LIMIT`.
    constructor(IERC20 cakeToken_, address owner_, address operatorAddress_, uint256 maxAuctionLength_)
        Ownable(owner_)
    {
        if (address(cakeToken_) == address(0) || operatorAddress_ == address(0)) revert ZeroAddress();
        _checkMaxAuctionLength(maxAuctionLength_);
        cakeToken = cakeToken_;
        operatorAddress = operatorAddress_;
        maxAuctionLength = maxAuctionLength_;
    }

    // ------------------------------------------------------------------ bidders

    /// @notice Adds `amount` CAKE to the caller's bid in the current auction.
    /// @dev Requirements: the caller is whitelisted; the auction is open and the block within
    /// [startBlock, endBlock]; `amount` is a positive multiple of 10 CAKE, and the caller's first bid
    /// in this auction is at least `initialBidAmount`; the whole amount arrives.
    function bid(uint256 amount) external nonReentrant {
        if (!_whitelist.contains(msg.sender)) revert NotWhitelisted(msg.sender);
        uint256 auctionId = currentAuctionId;
        StoredAuction storage auction = _auctions[auctionId];
        if (auctionId == 0 || auction.status != Status.Open) revert AuctionNotOpen(auctionId);
        if (block.number < auction.startBlock || block.number > auction.endBlock) {
            revert BidOutsideAuction(block.number, auction.startBlock, auction.endBlock);
        }
        if (amount == 0) revert ZeroBid();
        if (amount % BID_UNIT != 0) revert BidNotMultipleOfTen(amount);
        StoredBid storage stored = _bids[auctionId][msg.sender];
        uint256 previous = stored.totalAmount;
        if (previous == 0) {
            if (amount < auction.initialBidAmount) revert BidBelowInitialAmount(amount, auction.initialBidAmount);
            _auctionBidders[auctionId].push(msg.sender);
            _bidderAuctions[msg.sender].push(auctionId);
        }
        stored.totalAmount = (previous + amount).toUint128();

        uint256 balanceBefore = cakeToken.balanceOf(address(this));
        cakeToken.safeTransferFrom(msg.sender, address(this), amount);
        uint256 received = cakeToken.balanceOf(address(this)) - balanceBefore;
        if (received != amount) revert TransferInShort(amount, received);

        emit AuctionBid(auctionId, msg.sender, amount);
    }

    /// @notice Returns the caller's whole bid in a closed auction it did not win.
    /// @dev Requirements: the auction is closed; the caller bid, below the bid limit, and has not
    /// reclaimed yet.
    function claimAuction(uint256 auctionId) external nonReentrant {
        StoredAuction storage auction = _auctions[auctionId];
        if (auction.status != Status.Close) revert AuctionNotClosed(auctionId);
        StoredBid storage stored = _bids[auctionId][msg.sender];
        uint256 amount = stored.totalAmount;
        if (amount == 0) revert BidNotFound(auctionId, msg.sender);
        if (amount >= auction.leaderboardThreshold) revert BidInLeaderboard(auctionId, msg.sender);
        if (stored.hasClaimed) revert BidAlreadyClaimed(auctionId, msg.sender);

        stored.hasClaimed = true;
        cakeToken.safeTransfer(msg.sender, amount);

        emit AuctionClaim(auctionId, msg.sender, amount, false);
    }

    // ------------------------------------------------------------------ operator

    /// @notice Adds bidders to the whitelist; those already on it are skipped.
    /// @dev Requirements: no auction in progress; at most `MAX_WHITELIST` bidders in all.
    function addWhitelist(address[] calldata bidders) external onlyOperator whenNoAuctionInProgress {
        for (uint256 i = 0; i < bidders.length; ++i) {
            if (bidders[i] == address(0)) revert ZeroAddress();
            if (_whitelist.add(bidders[i])) emit WhitelistAdd(bidders[i]);
        }
        if (_whitelist.length() > MAX_WHITELIST) revert WhitelistFull(MAX_WHITELIST);
    }

    /// @notice Removes bidders from the whitelist; those not on it are skipped. Their bids in past
    /// auctions stay reclaimable.
    /// @dev Requirements: no auction in progress.
    function removeWhitelist(address[] calldata bidders) external onlyOperator whenNoAuctionInProgress {
        for (uint256 i = 0; i < bidders.length; ++i) {
            if (_whitelist.remove(bidders[i])) emit WhitelistRemove(bidders[i]);
        }
    }

    /// @notice Opens the next auction.
    /// @param startBlock The first block that takes bids: after the current block, and less than
    /// `maxAuctionLength` blocks ahead.
    /// @param endBlock The last block that takes bids: after `startBlock`, less than `maxAuctionLength`
    /// blocks after it.
    /// @param initialBidAmount The least a bidder's first bid may be: a positive multiple of 10 CAKE.
    /// @param leaderboard How many bidders may win (spec 001: 5).
    /// @dev Requirements: no auction in progress; someone is whitelisted.
    function startAuction(uint256 startBlock, uint256 endBlock, uint256 initialBidAmount, uint256 leaderboard)
        external
        onlyOperator
        whenNoAuctionInProgress
    {
        if (startBlock <= block.number) revert StartBlockNotAhead(startBlock, block.number);
        if (startBlock >= block.number + maxAuctionLength) {
            revert StartBlockTooFarAhead(startBlock, block.number + maxAuctionLength - 1);
        }
        if (endBlock <= startBlock) revert EndBlockNotAfterStart(startBlock, endBlock);
        if (endBlock - startBlock >= maxAuctionLength) revert AuctionTooLong(endBlock - startBlock, maxAuctionLength);
        if (initialBidAmount == 0 || initialBidAmount % BID_UNIT != 0) revert InvalidInitialBidAmount(initialBidAmount);
        if (leaderboard == 0) revert ZeroLeaderboard();
        if (_whitelist.length() == 0) revert EmptyWhitelist();

        uint256 auctionId = currentAuctionId + 1;
        currentAuctionId = auctionId;
        _auctions[auctionId] = StoredAuction({
            status: Status.Open,
            startBlock: startBlock.toUint64(),
            endBlock: endBlock.toUint64(),
            initialBidAmount: initialBidAmount.toUint96(),
            leaderboard: leaderboard.toUint32(),
            leaderboardThreshold: 0
        });

        emit AuctionStart(auctionId, startBlock, endBlock, initialBidAmount, leaderboard);
    }

    /// @notice Closes the current auction for good: bidders with a total of at least `bidLimit` are
    /// its winners, everyone else may reclaim.
    /// @dev Requirements: the auction is open and past its end block; `bidLimit` is positive and
    /// leaves at most `leaderboard` winners (a limit above every bid leaves none).
    function closeAuction(uint256 bidLimit) external onlyOperator {
        uint256 auctionId = currentAuctionId;
        StoredAuction storage auction = _auctions[auctionId];
        if (auctionId == 0 || auction.status != Status.Open) revert AuctionNotOpen(auctionId);
        if (block.number <= auction.endBlock) revert AuctionNotEnded(auctionId, auction.endBlock);
        if (bidLimit == 0) revert ZeroBidLimit();

        address[] storage bidders = _auctionBidders[auctionId];
        uint256 winners;
        for (uint256 i = 0; i < bidders.length; ++i) {
            if (_bids[auctionId][bidders[i]].totalAmount >= bidLimit) ++winners;
        }
        if (winners > auction.leaderboard) revert TooManyWinners(winners, auction.leaderboard);

        auction.status = Status.Close;
        auction.leaderboardThreshold = bidLimit.toUint128();

        emit AuctionClose(auctionId, bidLimit, bidders.length);
    }

    // ------------------------------------------------------------------ owner

    /// @notice Collects the winners' CAKE of a closed auction to the owner, each winner once.
    /// @dev Requirements: the auction is closed; every listed bidder bid at least the bid limit and
    /// was not collected yet.
    function claimAuctionLeaderboard(uint256 auctionId, address[] calldata bidders)
        external
        onlyOwner
        nonReentrant
    {
        StoredAuction storage auction = _auctions[auctionId];
        if (auction.status != Status.Close) revert AuctionNotClosed(auctionId);
        uint256 threshold = auction.leaderboardThreshold;

        uint256 amount;
        for (uint256 i = 0; i < bidders.length; ++i) {
            StoredBid storage stored = _bids[auctionId][bidders[i]];
            // A closed auction's threshold is positive, so this also refuses non-bidders.
            if (stored.totalAmount < threshold) revert BidNotInLeaderboard(auctionId, bidders[i]);
            if (stored.hasClaimed) revert BidAlreadyClaimed(auctionId, bidders[i]);
            stored.hasClaimed = true;
            amount += stored.totalAmount;
        }
        totalCollected += amount;
        if (amount != 0) cakeToken.safeTransfer(msg.sender, amount);

        emit AuctionClaim(auctionId, msg.sender, amount, true);
    }

    /// @notice Sends the owner a token other than CAKE that was sent here by mistake.
    function recoverToken(address token, uint256 amount) external onlyOwner {
        if (token == address(cakeToken)) revert CannotRecoverCake();
        IERC20(token).safeTransfer(msg.sender, amount);
        emit TokenRecovery(token, amount);
    }

    function setOperatorAddress(address operatorAddress_) external onlyOwner {
        if (operatorAddress_ == address(0)) revert ZeroAddress();
        operatorAddress = operatorAddress_;
        emit NewOperatorAddress(operatorAddress_);
    }

    /// @dev Requirements: no auction in progress; 1 to `MAX_AUCTION_LENGTH_LIMIT` blocks.
    function setMaxAuctionLength(uint256 maxAuctionLength_) external onlyOwner whenNoAuctionInProgress {
        _checkMaxAuctionLength(maxAuctionLength_);
        maxAuctionLength = maxAuctionLength_;
        emit NewMaxAuctionLength(maxAuctionLength_);
    }

    // ------------------------------------------------------------------ views

    /// @notice An auction, as PancakeSwap's public getter returns it; an unknown id reads as Pending
    /// with zeros.
    function auctions(uint256 auctionId)
        external
        view
        returns (
            Status status,
            uint256 startBlock,
            uint256 endBlock,
            uint256 initialBidAmount,
            uint256 leaderboard,
            uint256 leaderboardThreshold
        )
    {
        Auction memory auction = _auction(auctionId);
        return (
            auction.status,
            auction.startBlock,
            auction.endBlock,
            auction.initialBidAmount,
            auction.leaderboard,
            auction.leaderboardThreshold
        );
    }

    /// @notice A bidder's total in an auction and whether it was paid out.
    function auctionBids(uint256 auctionId, address bidder)
        external
        view
        returns (uint256 totalAmount, bool hasClaimed)
    {
        StoredBid storage stored = _bids[auctionId][bidder];
        return (stored.totalAmount, stored.hasClaimed);
    }

    function whitelisted(address bidder) external view returns (bool) {
        return _whitelist.contains(bidder);
    }

    /// @notice Whether `bidder` may reclaim its bid in `auctionId` now.
    function claimable(uint256 auctionId, address bidder) external view returns (bool) {
        StoredAuction storage auction = _auctions[auctionId];
        StoredBid storage stored = _bids[auctionId][bidder];
        return auction.status == Status.Close && stored.totalAmount != 0
            && stored.totalAmount < auction.leaderboardThreshold && !stored.hasClaimed;
    }

    /// @notice Auctions `cursor + 1` onwards, at most `size` (capped at `MAX_PAGE_SIZE`), and the
    /// cursor of the next page.
    function viewAuctions(uint256 cursor, uint256 size) external view returns (Auction[] memory, uint256) {
        uint256 length = _pageLength(currentAuctionId, cursor, size);
        Auction[] memory values = new Auction[](length);
        for (uint256 i = 0; i < length; ++i) {
            values[i] = _auction(cursor + i + 1);
        }
        return (values, cursor + length);
    }

    /// @notice Whitelisted bidders from index `cursor`, and the cursor of the next page.
    function viewBidders(uint256 cursor, uint256 size) external view returns (address[] memory, uint256) {
        uint256 length = _pageLength(_whitelist.length(), cursor, size);
        address[] memory values = new address[](length);
        for (uint256 i = 0; i < length; ++i) {
            values[i] = _whitelist.at(cursor + i);
        }
        return (values, cursor + length);
    }

    /// @notice An auction's bids sorted by total, highest first (ties in the order bidders first bid), from rank
    /// `cursor`, and the cursor of the next page.
    function viewBidsPerAuction(uint256 auctionId, uint256 cursor, uint256 size)
        external
        view
        returns (AuctionBidRanking.Bid[] memory, uint256)
    {
        address[] storage bidders = _auctionBidders[auctionId];
        uint256 count = bidders.length;
        AuctionBidRanking.Bid[] memory all = new AuctionBidRanking.Bid[](count);
        for (uint256 i = 0; i < count; ++i) {
            StoredBid storage stored = _bids[auctionId][bidders[i]];
            all[i] = AuctionBidRanking.Bid({account: bidders[i], amount: stored.totalAmount, hasClaimed: stored.hasClaimed});
        }
        AuctionBidRanking.sortByAmount(all);

        uint256 length = _pageLength(count, cursor, size);
        AuctionBidRanking.Bid[] memory values = new AuctionBidRanking.Bid[](length);
        for (uint256 i = 0; i < length; ++i) {
            values[i] = all[cursor + i];
        }
        return (values, cursor + length);
    }

    /// @notice The auctions `bidder` bid in (in bid order), its totals and paid-out flags, from index
    /// `cursor`, and the cursor of the next page.
    function viewBidderAuctions(address bidder, uint256 cursor, uint256 size)
        external
        view
        returns (uint256[] memory, uint256[] memory, bool[] memory, uint256)
    {
        uint256[] storage ids = _bidderAuctions[bidder];
        uint256 length = _pageLength(ids.length, cursor, size);
        uint256[] memory auctionIds = new uint256[](length);
        uint256[] memory amounts = new uint256[](length);
        bool[] memory claimed = new bool[](length);
        for (uint256 i = 0; i < length; ++i) {
            auctionIds[i] = ids[cursor + i];
            StoredBid storage stored = _bids[auctionIds[i]][bidder];
            (amounts[i], claimed[i]) = (stored.totalAmount, stored.hasClaimed);
        }
        return (auctionIds, amounts, claimed, cursor + length);
    }

    /// @notice How many whitelisted bidders there are.
    function viewBiddersLength() external view returns (uint256) {
        return _whitelist.length();
    }

    /// @notice How many bidders an auction has.
    function viewBidsPerAuctionLength(uint256 auctionId) external view returns (uint256) {
        return _auctionBidders[auctionId].length;
    }

    // ------------------------------------------------------------------ internal

    function _auction(uint256 auctionId) private view returns (Auction memory) {
        StoredAuction storage stored = _auctions[auctionId];
        return Auction({
            status: stored.status,
            startBlock: stored.startBlock,
            endBlock: stored.endBlock,
            initialBidAmount: stored.initialBidAmount,
            leaderboard: stored.leaderboard,
            leaderboardThreshold: stored.leaderboardThreshold
        });
    }

    /// @dev Entries left from `cursor` (none past the end, where PancakeSwap's views underflow), at
    /// most `size` and `MAX_PAGE_SIZE`.
    function _pageLength(uint256 total, uint256 cursor, uint256 size) private pure returns (uint256 length) {
        if (cursor >= total) return 0;
        length = total - cursor;
        if (length > size) length = size;
        if (length > MAX_PAGE_SIZE) length = MAX_PAGE_SIZE;
    }

    function _checkMaxAuctionLength(uint256 maxAuctionLength_) private pure {
        if (maxAuctionLength_ == 0 || maxAuctionLength_ > MAX_AUCTION_LENGTH_LIMIT) {
            revert InvalidMaxAuctionLength(maxAuctionLength_);
        }
    }
}

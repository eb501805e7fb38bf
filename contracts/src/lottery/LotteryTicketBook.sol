// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {LotteryNumbers} from "./LotteryNumbers.sol";

/// @title LotteryTicketBook
/// @notice Who holds which ticket, with which number, whether it was paid out, and how many tickets
/// of a round match a number by its last digits.
/// @dev Storage is laid out for what a purchase costs (PancakeSwap's v2 lottery opens about six slots
/// per ticket, for a counter per bracket):
/// - Ticket ids are global and consecutive; one purchase takes a contiguous run of them.
/// - Tickets are packed eight to a word in 32-bit lanes: bits 0-20 the number, bits 21-27 the ticket's
///   offset in its purchase, bit 31 set once paid out (prize or refund). A ticket's lane is all a claim
///   writes.
/// - One record per purchase, keyed by its first ticket id: the buyer, the ticket count and the buyer's
///   previous purchase in the same round, so a buyer's tickets are a linked list that pages cheaply.
/// - Counters by the last three digits and by the whole number, keyed by digits from the last one
///   backwards (see `LotteryNumbers`): a ticket adds to one counter word of each, and the draw reads 20
///   words whatever the round's size.
abstract contract LotteryTicketBook {
    /// @notice One purchase: the buyer, its number of tickets, and the first ticket id of the buyer's
    /// previous purchase in the same round (0 for the first).
    struct Purchase {
        address buyer;
        uint40 previous;
        uint8 count;
    }

    /// @dev A round's counter words: 100 by the last three digits, then 100,000 by the whole number.
    uint256 private constant COUNTER_WORDS = 100_100;
    uint256 private constant NUMBER_COUNTERS = 100;
    uint256 private constant LANE_BITS = 32;
    uint256 private constant NUMBER_MASK = (1 << 21) - 1;
    uint256 private constant OFFSET_SHIFT = 21;
    uint256 private constant OFFSET_MASK = (1 << 7) - 1;
    uint256 private constant PAID = 1 << 31;

    /// @dev Ids start at 1, so 0 means "none" in a purchase's link and in a cursor.
    uint40 private _nextTicketId = 1;
    mapping(uint256 word => uint256 lanes) private _tickets;
    mapping(uint256 firstTicketId => Purchase) private _purchases;
    mapping(uint256 lotteryId => mapping(address buyer => uint256 firstTicketId)) private _lastPurchase;
    mapping(uint256 lotteryId => uint256[COUNTER_WORDS]) private _counters;

    /// @notice A ticket number outside 1,000,000 to 1,999,999.
    error InvalidTicketNumber(uint256 number);
    /// @notice The round would hold more than `LotteryNumbers.MAX_TICKETS` tickets.
    error LotteryFull(uint256 lotteryId);
    /// @notice The caller did not buy this ticket.
    error NotTicketOwner(uint256 ticketId, address caller);
    /// @notice The ticket was already paid out.
    error TicketAlreadyClaimed(uint256 ticketId);
    /// @notice The cursor is not one of this user's tickets in this round.
    error InvalidCursor(uint256 cursor);

    /// @notice The id the next ticket sold will get.
    function currentTicketId() public view returns (uint256) {
        return _nextTicketId;
    }

    /// @dev Records `numbers` as one purchase by `buyer` in round `lotteryId`, whose first ticket is
    /// `roundFirstTicketId`, and returns the purchase's first ticket id. The caller checks the count
    /// (1 to 100).
    function _addTickets(uint256 lotteryId, uint256 roundFirstTicketId, address buyer, uint32[] calldata numbers)
        internal
        returns (uint256 firstId)
    {
        uint256 count = numbers.length;
        firstId = _nextTicketId;
        uint256 end = firstId + count;
        if (end - roundFirstTicketId > LotteryNumbers.MAX_TICKETS) revert LotteryFull(lotteryId);
        _nextTicketId = SafeCast.toUint40(end);

        uint256[COUNTER_WORDS] storage counters = _counters[lotteryId];
        uint256 lanes;
        // The first word may already hold the previous purchase's tickets; the later ones are new.
        bool sharedWord = firstId & 7 != 0;
        for (uint256 i = 0; i < count; ++i) {
            uint256 number = numbers[i];
            if (!LotteryNumbers.isValid(number)) revert InvalidTicketNumber(number);
            (uint256 word, uint256 lane) = LotteryNumbers.numberSlot(number);
            (uint256 suffixWord, uint256 suffixLane) = LotteryNumbers.suffixSlot(number);
            // Ids fit 40 bits (above), offsets are below 100 and numbers below 2^21, so the lane fits its
            // 32 bits; no counter lane reaches 2^24 because the round holds fewer tickets than that.
            unchecked {
                uint256 id = firstId + i;
                lanes |= (number | (i << OFFSET_SHIFT)) << ((id & 7) * LANE_BITS);
                counters[suffixWord] += LotteryNumbers.unit(suffixLane);
                counters[NUMBER_COUNTERS + word] += LotteryNumbers.unit(lane);
                if (id & 7 == 7 || i == count - 1) {
                    if (sharedWord) _tickets[id >> 3] |= lanes;
                    else _tickets[id >> 3] = lanes;
                    (lanes, sharedWord) = (0, false);
                }
            }
        }
        mapping(address => uint256) storage last = _lastPurchase[lotteryId];
        _purchases[firstId] = Purchase(buyer, uint40(last[buyer]), uint8(count));
        last[buyer] = firstId;
    }

    /// @dev Marks ticket `ticketId` paid out to `claimer`, who must have bought it, and returns its
    /// number, its offset in its purchase and the purchase's ticket count. The caller checks the round.
    function _payOutTicket(uint256 ticketId, address claimer)
        internal
        returns (uint256 number, uint256 offset, uint256 purchaseCount)
    {
        uint256 wordIndex = ticketId >> 3;
        uint256 shift = (ticketId & 7) * LANE_BITS;
        uint256 word = _tickets[wordIndex];
        uint256 lane = word >> shift;
        number = lane & NUMBER_MASK;
        offset = (lane >> OFFSET_SHIFT) & OFFSET_MASK;
        Purchase storage purchase = _purchases[ticketId - offset];
        if (purchase.buyer != claimer) revert NotTicketOwner(ticketId, claimer);
        if (lane & PAID != 0) revert TicketAlreadyClaimed(ticketId);
        _tickets[wordIndex] = word | (PAID << shift);
        purchaseCount = purchase.count;
    }

    /// @dev Ticket `ticketId`'s number, whether it was paid out, its offset in its purchase and the
    /// purchase's ticket count; zeroes for an id never sold.
    function _ticket(uint256 ticketId)
        internal
        view
        returns (uint256 number, bool paid, uint256 offset, uint256 purchaseCount)
    {
        uint256 lane = _tickets[ticketId >> 3] >> ((ticketId & 7) * LANE_BITS);
        number = lane & NUMBER_MASK;
        paid = lane & PAID != 0;
        offset = (lane >> OFFSET_SHIFT) & OFFSET_MASK;
        if (number != 0) purchaseCount = _purchases[ticketId - offset].count;
    }

    /// @dev How many of round `lotteryId`'s tickets share their last k + 1 digits with `number`, for k
    /// 0 to 5, from 10 consecutive words of each counter (see `LotteryNumbers`).
    function _countMatches(uint256 lotteryId, uint256 number) internal view returns (uint256[6] memory matches) {
        uint256[COUNTER_WORDS] storage counters = _counters[lotteryId];
        (uint256 word, uint256 lane) = LotteryNumbers.suffixSlot(number);
        uint256 lastTwo = counters[word];
        matches[0] = LotteryNumbers.laneSum(_sumOfTen(counters, word / 10 * 10));
        matches[1] = LotteryNumbers.laneSum(lastTwo);
        matches[2] = LotteryNumbers.laneOf(lastTwo, lane);

        (word, lane) = LotteryNumbers.numberSlot(number);
        uint256 lastFive = counters[NUMBER_COUNTERS + word];
        matches[3] = LotteryNumbers.laneSum(_sumOfTen(counters, NUMBER_COUNTERS + word / 10 * 10));
        matches[4] = LotteryNumbers.laneSum(lastFive);
        matches[5] = LotteryNumbers.laneOf(lastFive, lane);
    }

    /// @dev Up to `size` of `user`'s tickets in the round whose ids are `firstId` to `nextId - 1`,
    /// newest first, from `cursor` (0 for the newest; else the cursor a previous page returned), and the
    /// cursor of the next page (the last id returned, or `cursor` for an empty page).
    function _userTickets(
        uint256 lotteryId,
        address user,
        uint256 firstId,
        uint256 nextId,
        uint256 cursor,
        uint256 size
    )
        internal
        view
        returns (uint256[] memory ids, uint32[] memory numbers, bool[] memory paid, uint256 nextCursor)
    {
        uint256 start;
        if (cursor == 0) {
            uint256 last = _lastPurchase[lotteryId][user];
            if (last != 0) start = last + _purchases[last].count - 1;
        } else {
            if (cursor < firstId || cursor >= nextId) revert InvalidCursor(cursor);
            (,, uint256 offset,) = _ticket(cursor);
            if (_purchases[cursor - offset].buyer != user) revert InvalidCursor(cursor);
            start = _below(cursor);
        }
        uint256 length;
        for (uint256 id = start; id != 0 && length < size; id = _below(id)) ++length;
        ids = new uint256[](length);
        numbers = new uint32[](length);
        paid = new bool[](length);
        nextCursor = cursor;
        uint256 next = start;
        for (uint256 i = 0; i < length; ++i) {
            (uint256 number, bool isPaid,,) = _ticket(next);
            (ids[i], numbers[i], paid[i]) = (next, uint32(number), isPaid);
            nextCursor = next;
            next = _below(next);
        }
    }

    /// @dev The lane-wise sum of counter words `start` to `start + 9`.
    function _sumOfTen(uint256[COUNTER_WORDS] storage counters, uint256 start) private view returns (uint256 sum) {
        // Lane-wise sums of counts below 2^24 never carry (see LotteryNumbers); `start + 9` is a word of
        // the same counter.
        unchecked {
            for (uint256 word = start; word < start + 10; ++word) {
                sum += counters[word];
            }
        }
    }

    /// @dev The buyer's ticket before `ticketId` in its round (newest first), or 0.
    function _below(uint256 ticketId) private view returns (uint256) {
        (,, uint256 offset,) = _ticket(ticketId);
        if (offset != 0) return ticketId - 1;
        uint256 previous = _purchases[ticketId].previous;
        return previous == 0 ? 0 : previous + _purchases[previous].count - 1;
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @title AuctionBidRanking
/// @notice The leaderboard order of a farm auction's bids: highest total first, and between equal
/// totals the bidder who bid first first (the input order), so a page never reorders ties.
/// @dev Sorting happens in memory, in views only, so bidding stays a constant-cost append. Each bid
/// becomes one word, its amount above its position counted down from the top, which makes every key
/// distinct: an unstable heapsort on the keys then gives the stable order, in O(n log n).
library AuctionBidRanking {
    /// @notice One bidder's standing in an auction, PancakeSwap's `Bid` shape.
    struct Bid {
        address account;
        uint256 amount;
        bool hasClaimed;
    }

    /// @notice A total above this cannot be ranked (the contract stores totals in 128 bits).
    error AmountTooLarge(uint256 amount);

    uint256 private constant _POSITION_BITS = 128;
    uint256 private constant _POSITION_MASK = type(uint128).max;

    /// @notice Sorts `bids` in place by amount, highest first; equal amounts keep their order.
    function sortByAmount(Bid[] memory bids) internal pure {
        uint256 length = bids.length;
        if (length < 2) return;
        uint256[] memory keys = new uint256[](length);
        for (uint256 i = 0; i < length; ++i) {
            if (bids[i].amount > _POSITION_MASK) revert AmountTooLarge(bids[i].amount);
            // A lower position gets a higher key, so among equal amounts it sorts first.
            keys[i] = (bids[i].amount << _POSITION_BITS) | (_POSITION_MASK - i);
        }
        _heapSortDescending(keys);
        Bid[] memory original = new Bid[](length);
        for (uint256 i = 0; i < length; ++i) {
            original[i] = bids[i];
        }
        for (uint256 i = 0; i < length; ++i) {
            bids[i] = original[_POSITION_MASK - (keys[i] & _POSITION_MASK)];
        }
    }

    /// @dev Heapsort with a min-heap: each round moves the smallest key left to the end, so the array
    /// ends highest first. No recursion, n log n steps at worst.
    function _heapSortDescending(uint256[] memory keys) private pure {
        uint256 length = keys.length;
        for (uint256 root = length / 2; root != 0; --root) {
            _siftDown(keys, root - 1, length);
        }
        for (uint256 end = length - 1; end != 0; --end) {
            (keys[0], keys[end]) = (keys[end], keys[0]);
            _siftDown(keys, 0, end);
        }
    }

    /// @dev Moves `keys[root]` down the min-heap formed by the first `size` keys.
    function _siftDown(uint256[] memory keys, uint256 root, uint256 size) private pure {
        uint256 child = 2 * root + 1;
        while (child < size) {
            if (child + 1 < size && keys[child + 1] < keys[child]) ++child;
            if (keys[root] <= keys[child]) return;
            (keys[root], keys[child]) = (keys[child], keys[root]);
            root = child;
            child = 2 * root + 1;
        }
    }
}

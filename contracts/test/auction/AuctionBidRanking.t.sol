// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {AuctionBidRanking} from "../../src/auction/AuctionBidRanking.sol";
import {TestBase} from "../tokens/utils/TestBase.sol";

contract AuctionBidRankingTest is TestBase {
    /// @dev Any amounts come out highest first, as a permutation of the input, with ties in input order.
    function testFuzz_sortIsAStableDescendingPermutation(uint256[12] memory amounts, uint8 count) public pure {
        uint256 length = bound(count, 0, 12);
        AuctionBidRanking.Bid[] memory bids = new AuctionBidRanking.Bid[](length);
        uint256 sum;
        for (uint256 i = 0; i < length; ++i) {
            // Few distinct values, so ties are common.
            uint256 amount = amounts[i] % 4;
            bids[i] = AuctionBidRanking.Bid({account: address(uint160(i + 1)), amount: amount, hasClaimed: false});
            sum += amount;
        }
        AuctionBidRanking.sortByAmount(bids);
        uint256 sortedSum;
        uint256 seen;
        for (uint256 i = 0; i < length; ++i) {
            sortedSum += bids[i].amount;
            seen |= 1 << uint160(bids[i].account);
            if (i == 0) continue;
            assertTrue(bids[i - 1].amount >= bids[i].amount, "descending");
            if (bids[i - 1].amount == bids[i].amount) {
                assertTrue(bids[i - 1].account < bids[i].account, "ties keep their order");
            }
        }
        assertEq(sortedSum, sum, "same amounts");
        assertEq(seen, length == 0 ? 0 : ((1 << (length + 1)) - 2), "every bidder once");
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {PriceFeedAggregator} from "../../src/oracle/PriceFeedAggregator.sol";
import {FeedFixture} from "./utils/FeedFixture.sol";

/// @dev Payments under fuzzed rounds, payments, donations and withdrawals: the books always match the
/// token balance, and an oracle's admin gets exactly what the oracle earned, never a wei more.
contract PriceFeedAggregatorFuzzTest is FeedFixture {
    function testFuzz_paymentsAccounting(uint256 seed, uint8 rounds, uint96 donation, uint128 grab) public {
        rounds = uint8(bound(rounds, 1, 12));
        uint256[5] memory earned;
        for (uint32 r = 1; r <= rounds; ++r) {
            uint128 payment = uint128(bound(uint256(keccak256(abi.encode(seed, r))), 0, 0.5 ether));
            feed.updateFutureRounds(payment, 3, 5, 0, TIMEOUT);
            uint256 submitters = 3 + uint256(keccak256(abi.encode(seed, r, "n"))) % 3;
            for (uint256 i = 0; i < submitters; ++i) {
                // Oracles take turns starting rounds, so each starts at most every fifth round.
                uint256 oracle = (r + i) % 5;
                _submit(oracle, r, int256(uint256(r) * 100 + i));
                earned[oracle] += payment;
            }
            if (r % 4 == 0) {
                link.transfer(address(feed), donation % 1000 ether);
                feed.updateAvailableFunds();
            }
        }
        uint256 allocated;
        for (uint256 o = 0; o < 5; ++o) {
            assertEq(feed.withdrawablePayment(oracles[o]), earned[o], "withdrawable is what the oracle earned");
            allocated += earned[o];
        }
        assertEq(feed.allocatedFunds(), allocated, "allocated is what oracles are owed");
        assertEq(feed.availableFunds() + allocated, link.balanceOf(address(feed)), "books match the balance");

        // An admin tries to take more than its oracle earned, then takes exactly that.
        uint256 target = seed % 5;
        uint256 tooMuch = earned[target] + 1 + grab % 1 ether;
        vm.prank(admins[target]);
        vm.expectRevert(
            abi.encodeWithSelector(
                PriceFeedAggregator.InsufficientWithdrawable.selector, oracles[target], earned[target], tooMuch
            )
        );
        feed.withdrawPayment(oracles[target], admins[target], tooMuch);
        vm.prank(admins[target]);
        feed.withdrawPayment(oracles[target], admins[target], earned[target]);
        assertEq(link.balanceOf(admins[target]), earned[target], "paid exactly what was earned");

        // The owner can take everything above the reserve, and not a wei of what oracles are owed.
        uint256 reserve = uint256(feed.paymentAmount()) * 5 * 2;
        uint256 surplus = feed.availableFunds() - reserve;
        vm.expectRevert(
            abi.encodeWithSelector(
                PriceFeedAggregator.InsufficientFunds.selector, feed.availableFunds(), feed.availableFunds() + 1
            )
        );
        feed.withdrawFunds(address(0xCAFE), surplus + 1);
        feed.withdrawFunds(address(0xCAFE), surplus);
        assertEq(
            feed.availableFunds() + feed.allocatedFunds(), link.balanceOf(address(feed)), "books match after withdrawals"
        );
        assertEq(feed.allocatedFunds(), allocated - earned[target], "what other oracles are owed stays");
    }
}

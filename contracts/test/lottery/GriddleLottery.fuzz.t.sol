// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {GriddleLottery} from "../../src/lottery/GriddleLottery.sol";
import {LotteryRandomness} from "../../src/lottery/LotteryRandomness.sol";
import {LotteryTest} from "./utils/LotteryTest.sol";

/// @dev Attacker-chosen inputs against the rules that protect money: the winner counts, the split of
/// the pot, the seed, and the operator's choice to withhold it.
contract GriddleLotteryFuzzTest is LotteryTest {
    address internal constant SYBIL = address(0x5B11);

    /// @dev A number sharing exactly `digits` last digits with `finalNumber` (6: the number itself), its
    /// other digits drawn from `salt`.
    function _nearMiss(uint32 finalNumber, uint256 digits, uint256 salt) internal pure returns (uint32) {
        if (digits >= 6) return finalNumber;
        uint256 place = 10 ** digits;
        uint256 theirs = (finalNumber / place) % 10;
        uint256 other = (theirs + 1 + salt % 9) % 10;
        uint256 higher = (salt >> 8) % (10 ** (5 - digits));
        return uint32(1_000_000 + higher * place * 10 + other * place + finalNumber % place);
    }

    /// @dev `count` tickets for `finalNumber`: near misses of every depth and plain random numbers.
    function _mixedNumbers(uint32 finalNumber, uint256 seed, uint256 count)
        internal
        pure
        returns (uint32[] memory numbers)
    {
        numbers = _randomNumbers(seed, count);
        for (uint256 i = 0; i < count; ++i) {
            uint256 salt = uint256(keccak256(abi.encode(seed, "near", i)));
            if (salt % 3 != 0) numbers[i] = _nearMiss(finalNumber, (salt >> 128) % 7, salt >> 8);
        }
    }

    /// @dev The draw's counts from 20 counter words equal a count over every ticket sold, and each
    /// ticket's prize view answers for its highest bracket only.
    function testFuzz_winnerCountsMatchACountOfEveryTicket(uint256 seed, bytes32 blockHash, uint8 purchases) public {
        vm.assume(blockHash != bytes32(0));
        uint256 id = _start();
        uint32 f = LotteryRandomness.finalNumber(SEED, blockHash, id);
        uint256 rounds = uint256(purchases) % 5 + 1;
        for (uint256 p = 0; p < rounds; ++p) {
            uint256 count = uint256(keccak256(abi.encode(seed, p))) % 100 + 1;
            uint256 numbersSeed = uint256(keccak256(abi.encode(seed, p, "n")));
            _buy(address(uint160(0x1000 + p % 3)), _mixedNumbers(f, numbersSeed, count));
        }
        _close();
        _draw(SEED, blockHash);

        GriddleLottery.Lottery memory round = lottery.viewLottery(id);
        uint256 sold = round.firstTicketIdNextLottery - round.firstTicketId;
        uint256[] memory ids = new uint256[](sold);
        for (uint256 i = 0; i < sold; ++i) ids[i] = round.firstTicketId + i;
        (uint32[] memory numbers,) = lottery.viewNumbersAndStatusesForTicketIds(ids);
        uint256[6] memory expected;
        for (uint256 i = 0; i < sold; ++i) {
            uint256 digits = _sharedDigits(numbers[i], f);
            if (digits > 0) ++expected[digits - 1];
            for (uint256 b = 0; b < 6; ++b) {
                uint256 reward = lottery.viewRewardsForTicketId(id, ids[i], uint32(b));
                assertEq(reward, digits == b + 1 ? round.cakePerBracket[b] : 0, "prize view");
            }
        }
        for (uint256 b = 0; b < 6; ++b) assertEq(round.countWinnersPerBracket[b], expected[b], "winners per bracket");
    }

    /// @dev Whatever the terms within their bounds, injections and tickets: treasury + prizes + carry is
    /// the pot to the wei; once every winner claims, the contract holds exactly the carry.
    function testFuzz_drawSplitsThePotToTheWei(
        uint256 price,
        uint256 fee,
        uint256[6] memory weights,
        uint256 injection,
        uint256 seed,
        bytes32 blockHash
    ) public {
        vm.assume(blockHash != bytes32(0));
        (uint256 floor, uint256 ceiling) = (lottery.MIN_TICKET_PRICE_FLOOR(), lottery.MAX_TICKET_PRICE_CEILING());
        vm.prank(OWNER);
        lottery.setMinAndMaxTicketPriceInCake(floor, ceiling);
        price = bound(price, floor, ceiling);
        fee = bound(fee, 0, lottery.MAX_TREASURY_FEE());
        _startAtDivisor300(price, fee, _shares(weights));
        uint32[] memory numbers = _mixedNumbers(LotteryRandomness.finalNumber(SEED, blockHash, 1), seed, 60);
        uint256 cost = price * 60 * 241 / 300;
        cake.mint(ALICE, cost);
        vm.prank(ALICE);
        cake.approve(address(lottery), cost);
        vm.prank(ALICE);
        lottery.buyTickets(1, numbers);
        injection = bound(injection, 0, 1e27);
        if (injection > 0) _inject(1, injection);
        _close();
        _draw(SEED, blockHash);

        GriddleLottery.Lottery memory round = lottery.viewLottery(1);
        uint256 pot = cost + injection;
        assertEq(round.amountCollectedInCake, pot, "pot");
        uint256 prizes;
        for (uint256 b = 0; b < 6; ++b) prizes += round.cakePerBracket[b] * round.countWinnersPerBracket[b];
        assertEq(cake.balanceOf(TREASURY), pot * fee / 10_000, "treasury fee");
        assertEq(cake.balanceOf(TREASURY) + prizes + lottery.pendingInjectionNextLottery(), pot, "the pot, to the wei");

        uint256 before = cake.balanceOf(ALICE);
        for (uint256 i = 0; i < 60; ++i) {
            uint256 digits = _sharedDigits(numbers[i], round.finalNumber);
            if (digits != 0 && round.cakePerBracket[digits - 1] != 0) _claim(ALICE, 1, 1 + i, digits - 1);
        }
        assertEq(cake.balanceOf(ALICE) - before, prizes, "winners are paid the prizes");
        assertEq(cake.balanceOf(address(lottery)), lottery.pendingInjectionNextLottery(), "only the carry is left");
    }

    /// @dev No seed but the committed one draws, so the operator cannot re-roll.
    function testFuzz_anyOtherSeedIsRefused(bytes32 seed) public {
        vm.assume(seed != SEED);
        uint256 id = _start();
        uint256 closeBlock = _close();
        _mineTo(closeBlock + 2);
        cheats.setBlockhash(closeBlock + 1, HASH);
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.SeedMismatch.selector, id));
        vm.prank(OPERATOR);
        lottery.drawFinalNumberAndMakeLotteryClaimable(id, true, seed);
    }

    /// @dev The operator, seeing the number once the block after close exists, may withhold the seed.
    /// With its own tickets bought through a sybil, whatever the bond, the tickets and the number,
    /// withholding never leaves it better off than revealing, and always costs it the bond: the refund of
    /// its tickets is at most the round's sales, which never exceed the bond.
    function testFuzz_withholdingNeverPaysTheOperator(
        uint256 bondTickets,
        uint256 sybilShare,
        uint256 seed,
        bytes32 blockHash
    ) public {
        vm.assume(blockHash != bytes32(0));
        uint256 bond = bound(bondTickets, 1, 250) * PRICE;
        uint256 id = _start(SEED, bond);
        uint32 f = LotteryRandomness.finalNumber(SEED, blockHash, id);
        // The sybil buys first, as much as it likes; honest players take what is left of the bond.
        uint256 sybilCost = _buyWithin(SYBIL, _mixedNumbers(f, seed, bound(sybilShare, 1, bond / PRICE)));
        _buyWithin(ALICE, _mixedNumbers(f, seed ^ 1, 100));
        _buyWithin(BOB, _mixedNumbers(f, seed ^ 2, 100));
        uint256 closeBlock = _close();

        uint256 snapshot = vm.snapshotState();
        _draw(SEED, blockHash);
        (uint256[] memory ids, uint32[] memory numbers) = _ticketsOf(SYBIL, id);
        for (uint256 i = 0; i < ids.length; ++i) {
            uint256 digits = _sharedDigits(numbers[i], lottery.viewLottery(id).finalNumber);
            if (digits != 0 && lottery.viewRewardsForTicketId(id, ids[i], uint32(digits - 1)) != 0) {
                _claim(SYBIL, id, ids[i], digits - 1);
            }
        }
        uint256 revealed = _operatorSide();
        vm.revertToState(snapshot);

        _mineTo(closeBlock + 2 + lottery.REVEAL_WINDOW_BLOCKS());
        lottery.cancelLottery(id);
        (ids,) = _ticketsOf(SYBIL, id);
        for (uint256 i = 0; i < ids.length; ++i) _refund(SYBIL, id, ids[i]);
        uint256 withheld = _operatorSide();
        assertEq(withheld, sybilCost, "the sybil is refunded, the bond is lost");
        assertTrue(sybilCost <= bond, "the refund never exceeds the bond");
        assertTrue(withheld <= revealed, "withholding never pays");
    }

    /// @dev Terms inside every bound start a round; any single term outside refuses it.
    function testFuzz_termsStartARoundExactlyWithinTheirBounds(
        uint256 length,
        uint256 price,
        uint256 divisor,
        uint256 fee
    ) public {
        length = bound(length, 0, 5 days);
        price = bound(price, 0, 60 ether);
        divisor = bound(divisor, 0, 5000);
        fee = bound(fee, 0, 4000);
        bool valid = length >= lottery.MIN_LENGTH_LOTTERY() && length <= lottery.MAX_LENGTH_LOTTERY()
            && price >= 0.005 ether && price <= 50 ether && divisor >= 300 && fee <= 3000;
        cake.mint(OPERATOR, 100 ether);
        vm.prank(OPERATOR);
        cake.approve(address(lottery), 100 ether);
        if (!valid) vm.expectRevert();
        vm.prank(OPERATOR);
        lottery.startLottery(
            block.timestamp + length, price, divisor, _breakdown(), fee, LotteryRandomness.commitment(SEED), 100 ether
        );
        assertEq(lottery.currentLotteryId(), valid ? 1 : 0, "started iff within bounds");
    }

    /// @dev Buys as many of `numbers` as the round can still sell, 100 at a time; returns the cost.
    function _buyWithin(address user, uint32[] memory numbers) private returns (uint256 spent) {
        uint256 id = lottery.currentLotteryId();
        for (uint256 offset = 0; offset < numbers.length;) {
            (,, uint256 bond, uint256 sales,) = lottery.viewRandomness(id);
            uint256 count = numbers.length - offset > 100 ? 100 : numbers.length - offset;
            while (count > 0 && lottery.calculateTotalPriceForBulkTickets(DIVISOR, PRICE, count) > bond - sales) {
                --count;
            }
            if (count == 0) break;
            uint32[] memory some = new uint32[](count);
            for (uint256 i = 0; i < count; ++i) some[i] = numbers[offset + i];
            spent += lottery.calculateTotalPriceForBulkTickets(DIVISOR, PRICE, count);
            _buy(user, some);
            offset += count;
        }
    }

    /// @dev Opens round 1 at `price` with discount divisor 300 (its lowest) and a bond of 300 tickets.
    function _startAtDivisor300(uint256 price, uint256 fee, uint256[6] memory shares) private {
        uint256 bond = price * 300;
        cake.mint(OPERATOR, bond);
        vm.prank(OPERATOR);
        cake.approve(address(lottery), bond);
        vm.prank(OPERATOR);
        bytes32 commitment = LotteryRandomness.commitment(SEED);
        lottery.startLottery(block.timestamp + LENGTH, price, 300, shares, fee, commitment, bond);
    }

    function _inject(uint256 id, uint256 amount) private {
        cake.mint(INJECTOR, amount);
        vm.prank(INJECTOR);
        cake.approve(address(lottery), amount);
        vm.prank(INJECTOR);
        lottery.injectFunds(id, amount);
    }

    /// @dev Everything the operator and its sybil hold.
    function _operatorSide() private view returns (uint256) {
        return cake.balanceOf(OPERATOR) + cake.balanceOf(SYBIL);
    }

    /// @dev All of `user`'s tickets in round `id`, page by page.
    function _ticketsOf(address user, uint256 id) private view returns (uint256[] memory ids, uint32[] memory numbers) {
        (ids, numbers,,) = lottery.viewUserInfoForLotteryId(user, id, 0, 1000);
    }

    function _sharedDigits(uint256 a, uint256 b) private pure returns (uint256 digits) {
        while (digits < 6 && a % 10 == b % 10) {
            (a, b) = (a / 10, b / 10);
            ++digits;
        }
    }

    /// @dev Six shares adding up to 10,000 from arbitrary weights (some of them zero).
    function _shares(uint256[6] memory weights) private pure returns (uint256[6] memory shares) {
        uint256 total;
        for (uint256 b = 0; b < 6; ++b) {
            weights[b] = weights[b] % 4 == 0 ? 0 : bound(weights[b], 1, 1000);
            total += weights[b];
        }
        if (total == 0) return [uint256(0), 0, 0, 0, 0, 10_000];
        uint256 given;
        for (uint256 b = 0; b < 5; ++b) {
            shares[b] = weights[b] * 10_000 / total;
            given += shares[b];
        }
        shares[5] = 10_000 - given;
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {GriddleLottery} from "../../src/lottery/GriddleLottery.sol";
import {LotteryRandomness} from "../../src/lottery/LotteryRandomness.sol";
import {TestBase} from "../tokens/utils/TestBase.sol";
import {LotteryCheatcodes} from "./utils/LotteryTest.sol";
import {FeeToggleCake} from "./mocks/FeeToggleCake.sol";
import {LotteryPlayer} from "./mocks/LotteryPlayer.sol";

/// @dev Five buyers (three plain accounts, a contract wallet and an EIP-7702 delegated account) buy
/// random tickets and near misses of the coming number; rounds roll over, drawn at any block of the
/// reveal window with terms at their bounds, or withheld and cancelled; winners claim in any order and
/// try to be paid twice or for another's ticket; the owner and the injector inject; and CAKE's holder
/// switches a transfer fee on and off at any time. It records every CAKE the lottery took and paid.
contract LotteryHandler is TestBase {
    LotteryCheatcodes private constant CHEATS = LotteryCheatcodes(0x7109709ECfa91a80626fF3989D68f67F5b1DD12D);
    address public constant OWNER = address(0x0A);
    address public constant OPERATOR = address(0x0F);
    address public constant TREASURY = address(0x7EA);
    address public constant INJECTOR = address(0x1F);

    GriddleLottery public immutable lottery;
    FeeToggleCake public immutable cake;

    uint256 public ticketSales;
    uint256 public injected;
    uint256 public slashed;
    uint256 public prizesPaid;
    uint256 public refundsPaid;
    mapping(uint256 lotteryId => uint256) public prizesPaidIn;
    mapping(uint256 lotteryId => uint256) public refundsPaidIn;
    mapping(uint256 lotteryId => uint256) public carriedFrom;
    uint256 public refusedShortTransfers;
    bool public acceptedShortTransfer;
    bool public paidTwice;
    bool public paidStranger;
    bool public stalled;

    address[5] private _players;
    LotteryPlayer private immutable _wallet;
    mapping(uint256 lotteryId => bytes32) private _seeds;
    mapping(uint256 lotteryId => bytes32) private _hashes;
    uint256 private _nonce;

    constructor(GriddleLottery lottery_, FeeToggleCake cake_) {
        lottery = lottery_;
        cake = cake_;
        _wallet = new LotteryPlayer(lottery_);
        _players = [address(0xA1), address(0xA2), address(0xA3), address(_wallet), address(0x7702A)];
        CHEATS.etch(_players[4], abi.encodePacked(hex"ef0100", address(0x7702)));
        address[6] memory spenders = [_players[0], _players[1], _players[2], _players[4], OPERATOR, INJECTOR];
        for (uint256 i = 0; i < spenders.length; ++i) {
            vm.prank(spenders[i]);
            cake.approve(address(lottery_), type(uint256).max);
        }
        vm.prank(OWNER);
        cake.approve(address(lottery_), type(uint256).max);
    }

    // ------------------------------------------------------------ actions

    function buy(uint256 who, uint256 count, uint256 numbersSeed) external {
        uint256 id = lottery.currentLotteryId();
        if (id == 0) return;
        GriddleLottery.Lottery memory round = lottery.viewLottery(id);
        if (round.status != GriddleLottery.Status.Open || block.timestamp >= round.endTime) return;
        count = bound(count, 1, 100);
        uint256 cost = lottery.calculateTotalPriceForBulkTickets(round.discountDivisor, round.priceTicketInCake, count);
        (,, uint256 bond, uint256 sales,) = lottery.viewRandomness(id);
        if (cost > bond - sales) return;
        address buyer = _players[who % 5];
        cake.mint(buyer, cost);
        uint32 finalNumber = LotteryRandomness.finalNumber(_seeds[id], _hashes[id], id);
        uint32[] memory numbers = _numbers(finalNumber, numbersSeed, count);
        uint256 before = cake.balanceOf(address(lottery));
        bool ok = _as(buyer, abi.encodeCall(GriddleLottery.buyTickets, (id, numbers)));
        ticketSales += _checkedTransferIn(ok, cost, before);
    }

    function inject(uint256 amount, bool byOwner) external {
        uint256 id = lottery.currentLotteryId();
        if (id == 0 || lottery.viewLottery(id).status != GriddleLottery.Status.Open) return;
        amount = bound(amount, 1, 1e24);
        address injector = byOwner ? OWNER : INJECTOR;
        cake.mint(injector, amount);
        uint256 before = cake.balanceOf(address(lottery));
        vm.prank(injector);
        (bool ok,) = address(lottery).call(abi.encodeCall(GriddleLottery.injectFunds, (id, amount)));
        injected += _checkedTransferIn(ok, amount, before);
    }

    /// @dev Moves the current round one step: start (terms at or between their bounds), close, then
    /// draw anywhere in the window or withhold and cancel.
    function advance(uint256 choice, uint256 delay) external {
        uint256 id = lottery.currentLotteryId();
        GriddleLottery.Status status = lottery.viewLottery(id).status;
        if (id == 0 || status == GriddleLottery.Status.Claimable || status == GriddleLottery.Status.Cancelled) {
            _startRound(choice);
        } else if (status == GriddleLottery.Status.Open) {
            uint256 endTime = lottery.viewLottery(id).endTime;
            vm.warp((block.timestamp > endTime ? block.timestamp : endTime) + delay % 1 hours);
            lottery.closeLottery(id);
        } else {
            (,, uint256 bond,, uint256 closeBlock) = lottery.viewRandomness(id);
            uint256 window = lottery.REVEAL_WINDOW_BLOCKS();
            if (choice % 4 == 0) {
                _rollTo(closeBlock + 2 + window + delay % 1000);
                lottery.cancelLottery(id);
                slashed += bond;
                return;
            }
            _rollTo(closeBlock + 2 + delay % window);
            CHEATS.setBlockhash(closeBlock + 1, _hashes[id]);
            uint256 pendingBefore = lottery.pendingInjectionNextLottery();
            vm.prank(OPERATOR);
            lottery.drawFinalNumberAndMakeLotteryClaimable(id, true, _seeds[id]);
            carriedFrom[id] = lottery.pendingInjectionNextLottery() - pendingBefore;
        }
    }

    /// @dev A buyer claims, in an order of its own, up to 100 of its winning tickets of some drawn round.
    function claim(uint256 who, uint256 roundSeed, uint256 orderSeed) external {
        uint256 id = _pick(roundSeed, GriddleLottery.Status.Claimable);
        if (id == 0) return;
        address claimer = _players[who % 5];
        (uint256[] memory ids, uint32[] memory brackets) = _unpaidWinners(claimer, id);
        if (ids.length == 0) return;
        _shuffle(ids, brackets, orderSeed);
        uint256 before = cake.balanceOf(address(lottery));
        if (!_as(claimer, abi.encodeCall(GriddleLottery.claimTickets, (id, ids, brackets)))) stalled = true;
        uint256 paid = before - cake.balanceOf(address(lottery));
        prizesPaid += paid;
        prizesPaidIn[id] += paid;
    }

    function refund(uint256 who, uint256 roundSeed) external {
        uint256 id = _pick(roundSeed, GriddleLottery.Status.Cancelled);
        if (id == 0) return;
        address claimer = _players[who % 5];
        (uint256[] memory ids,, bool[] memory paid,) = lottery.viewUserInfoForLotteryId(claimer, id, 0, 100);
        uint256 unpaid;
        for (uint256 i = 0; i < ids.length; ++i) {
            if (!paid[i]) ids[unpaid++] = ids[i];
        }
        if (unpaid == 0) return;
        assembly ("memory-safe") {
            mstore(ids, unpaid)
        }
        uint256 before = cake.balanceOf(address(lottery));
        if (!_as(claimer, abi.encodeCall(GriddleLottery.claimRefunds, (id, ids)))) stalled = true;
        uint256 refunded = before - cake.balanceOf(address(lottery));
        refundsPaid += refunded;
        refundsPaidIn[id] += refunded;
    }

    /// @dev Tries to be paid again for a ticket already paid out, and for another buyer's winner.
    function attack(uint256 who, uint256 roundSeed) external {
        uint256 id = _pick(roundSeed, GriddleLottery.Status.Claimable);
        if (id == 0) return;
        address attacker = _players[who % 5];
        (uint256[] memory ids, uint32[] memory numbers, bool[] memory paid,) =
            lottery.viewUserInfoForLotteryId(attacker, id, 0, 100);
        uint32 finalNumber = lottery.viewLottery(id).finalNumber;
        for (uint256 i = 0; i < ids.length; ++i) {
            uint256 digits = _sharedDigits(numbers[i], finalNumber);
            if (!paid[i] || digits == 0) continue;
            if (_as(attacker, _claimCall(id, ids[i], digits - 1))) paidTwice = true;
            break;
        }
        address victim = _players[(who + 1) % 5];
        (uint256[] memory theirs, uint32[] memory brackets) = _unpaidWinners(victim, id);
        if (theirs.length == 0) return;
        if (_as(attacker, _claimCall(id, theirs[0], brackets[0]))) paidStranger = true;
    }

    function toggleFee() external {
        cake.setFee(!cake.feeOn());
    }

    function wait(uint256 time) external {
        vm.warp(block.timestamp + bound(time, 1, 2 days));
    }

    // ------------------------------------------------------------ helpers

    function _startRound(uint256 choice) private {
        uint256 id = lottery.currentLotteryId() + 1;
        _seeds[id] = keccak256(abi.encode("seed", ++_nonce));
        _hashes[id] = keccak256(abi.encode("hash", _nonce));
        // Terms at their bounds or plain: price, divisor, fee and length each picked by a bit of `choice`.
        uint256 price = choice & 1 == 0 ? lottery.minPriceTicketInCake() : lottery.maxPriceTicketInCake();
        uint256 divisor = choice & 2 == 0 ? lottery.MIN_DISCOUNT_DIVISOR() : 2000;
        uint256 fee = choice & 4 == 0 ? lottery.MAX_TREASURY_FEE() : 0;
        uint256 length = choice & 8 == 0 ? lottery.MIN_LENGTH_LOTTERY() : lottery.MAX_LENGTH_LOTTERY();
        uint256[6] memory shares = choice & 16 == 0
            ? [uint256(250), 375, 625, 1250, 2500, 5000]
            : [uint256(0), 0, 0, 0, 0, 10_000];
        uint256 bond = price * bound(choice >> 8, 1, 1000);
        cake.mint(OPERATOR, bond);
        bytes32 commitment = LotteryRandomness.commitment(_seeds[id]);
        uint256 before = cake.balanceOf(address(lottery));
        vm.prank(OPERATOR);
        (bool ok,) = address(lottery).call(
            abi.encodeCall(
                GriddleLottery.startLottery, (block.timestamp + length, price, divisor, shares, fee, commitment, bond)
            )
        );
        _checkedTransferIn(ok, bond, before);
    }

    /// @dev After a call that takes `amount` in: flags it if it went through with less arriving, counts it
    /// if it was refused while the fee was on, flags a refusal without a fee. Returns what arrived.
    function _checkedTransferIn(bool ok, uint256 amount, uint256 before) private returns (uint256 received) {
        received = cake.balanceOf(address(lottery)) - before;
        if (ok && received != amount) acceptedShortTransfer = true;
        if (!ok && cake.feeOn()) ++refusedShortTransfers;
        else if (!ok) stalled = true;
    }

    function _as(address caller, bytes memory data) private returns (bool ok) {
        if (caller == address(_wallet)) {
            (ok,) = address(_wallet).call(abi.encodeCall(LotteryPlayer.execute, (data)));
        } else {
            vm.prank(caller);
            (ok,) = address(lottery).call(data);
        }
    }

    /// @dev A round in `status`, starting from one picked by `seed` and searching downwards; 0 if none.
    function _pick(uint256 seed, GriddleLottery.Status status) private view returns (uint256) {
        uint256 current = lottery.currentLotteryId();
        if (current == 0) return 0;
        uint256 start = bound(seed, 1, current);
        for (uint256 id = start; id != 0; --id) {
            if (lottery.viewLottery(id).status == status) return id;
        }
        return 0;
    }

    function _unpaidWinners(address user, uint256 id)
        private
        view
        returns (uint256[] memory ids, uint32[] memory brackets)
    {
        uint32[] memory numbers;
        bool[] memory paid;
        (ids, numbers, paid,) = lottery.viewUserInfoForLotteryId(user, id, 0, 100);
        brackets = new uint32[](ids.length);
        uint256 found;
        uint32 finalNumber = lottery.viewLottery(id).finalNumber;
        for (uint256 i = 0; i < ids.length; ++i) {
            uint256 digits = _sharedDigits(numbers[i], finalNumber);
            if (paid[i] || digits == 0 || lottery.viewRewardsForTicketId(id, ids[i], uint32(digits - 1)) == 0) continue;
            (ids[found], brackets[found]) = (ids[i], uint32(digits - 1));
            ++found;
        }
        assembly ("memory-safe") {
            mstore(ids, found)
            mstore(brackets, found)
        }
    }

    /// @dev Random numbers, with near misses of the round's number at every depth so every bracket wins.
    function _numbers(uint32 finalNumber, uint256 seed, uint256 count) private pure returns (uint32[] memory numbers) {
        numbers = new uint32[](count);
        for (uint256 i = 0; i < count; ++i) {
            uint256 salt = uint256(keccak256(abi.encode(seed, i)));
            uint256 digits = salt % 8;
            uint256 place = 10 ** (digits > 6 ? 0 : digits);
            uint256 random = 1_000_000 + (salt >> 16) % 1_000_000;
            numbers[i] = digits > 6 ? uint32(random) : uint32(random - random % place + finalNumber % place);
        }
    }

    function _shuffle(uint256[] memory ids, uint32[] memory brackets, uint256 seed) private pure {
        for (uint256 i = ids.length; i > 1; --i) {
            uint256 j = uint256(keccak256(abi.encode(seed, i))) % i;
            (ids[i - 1], ids[j]) = (ids[j], ids[i - 1]);
            (brackets[i - 1], brackets[j]) = (brackets[j], brackets[i - 1]);
        }
    }

    function _rollTo(uint256 blockNumber) private {
        if (blockNumber > block.number) {
            vm.warp(block.timestamp + (blockNumber - block.number) * 3);
            vm.roll(blockNumber);
        }
    }

    function _sharedDigits(uint256 a, uint256 b) private pure returns (uint256 digits) {
        while (digits < 6 && a % 10 == b % 10) {
            (a, b) = (a / 10, b / 10);
            ++digits;
        }
    }

    /// @dev The calldata of a claim of one ticket.
    function _claimCall(uint256 id, uint256 ticketId, uint256 bracket) private pure returns (bytes memory) {
        uint256[] memory ids = new uint256[](1);
        uint32[] memory brackets = new uint32[](1);
        (ids[0], brackets[0]) = (ticketId, uint32(bracket));
        return abi.encodeCall(GriddleLottery.claimTickets, (id, ids, brackets));
    }
}

/// forge-config: default.invariant.runs = 64
/// forge-config: default.invariant.depth = 100
contract GriddleLotteryInvariantTest is TestBase {
    GriddleLottery private lottery;
    FeeToggleCake private cake;
    LotteryHandler private handler;

    function setUp() public {
        vm.roll(1000);
        vm.warp(1_700_000_000);
        cake = new FeeToggleCake();
        address owner = address(0x0A);
        lottery = new GriddleLottery(
            IERC20(address(cake)), owner, address(0x0F), address(0x7EA), address(0x1F), 4 hours - 5 minutes
        );
        handler = new LotteryHandler(lottery, cake);
    }

    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    /// @dev CAKE held by the lottery is exactly every unclaimed prize, every unpaid refund, the pots and
    /// bonds of the rounds not settled yet, and the carried pot waiting for the next round.
    function invariant_cakeCoversEveryPrizeAndTheCarriedPot() public view {
        (uint256 owed,, uint256 bonds) = _ledger();
        assertEq(cake.balanceOf(address(lottery)), owed + bonds, "CAKE held == everything owed");
    }

    /// @dev Ticket sales + injections + slashed bonds == prizes paid + refunds + the treasury's fees +
    /// what is still owed or carried, to the wei; and each drawn round's treasury fee, prizes and carry
    /// add up to its pot.
    function invariant_everyWeiIsAccountedFor() public view {
        (uint256 owed, uint256 treasury,) = _ledger();
        assertEq(
            handler.ticketSales() + handler.injected() + handler.slashed(),
            handler.prizesPaid() + handler.refundsPaid() + treasury + owed,
            "collected + injected == paid + treasury + owed and carried"
        );
        for (uint256 id = 1; id <= lottery.currentLotteryId(); ++id) {
            GriddleLottery.Lottery memory round = lottery.viewLottery(id);
            if (round.status != GriddleLottery.Status.Claimable) continue;
            uint256 prizes;
            for (uint256 b = 0; b < 6; ++b) prizes += round.cakePerBracket[b] * round.countWinnersPerBracket[b];
            assertEq(
                round.amountCollectedInCake * round.treasuryFee / 10_000 + prizes + handler.carriedFrom(id),
                round.amountCollectedInCake,
                "treasury + prizes + carry == pot"
            );
        }
    }

    /// @dev No ticket pays twice or to another's buyer; short transfers in are refused, and valid calls
    /// never fail.
    function invariant_ticketsPayOnceToTheirBuyers() public view {
        assertTrue(!handler.paidTwice(), "a ticket paid twice");
        assertTrue(!handler.paidStranger(), "a ticket paid a stranger");
        assertTrue(!handler.acceptedShortTransfer(), "a short transfer was accepted");
        assertTrue(!handler.stalled(), "a valid call failed");
    }

    /// @dev What the lottery owes (unclaimed prizes, unpaid refunds, pots of unsettled rounds, the carry),
    /// what the treasury was sent, and the bonds of unsettled rounds.
    function _ledger() private view returns (uint256 owed, uint256 treasury, uint256 bonds) {
        owed = lottery.pendingInjectionNextLottery();
        for (uint256 id = 1; id <= lottery.currentLotteryId(); ++id) {
            GriddleLottery.Lottery memory round = lottery.viewLottery(id);
            (,, uint256 bond, uint256 sales,) = lottery.viewRandomness(id);
            if (round.status == GriddleLottery.Status.Open || round.status == GriddleLottery.Status.Close) {
                owed += round.amountCollectedInCake;
                bonds += bond;
            } else if (round.status == GriddleLottery.Status.Claimable) {
                uint256 prizes;
                for (uint256 b = 0; b < 6; ++b) prizes += round.cakePerBracket[b] * round.countWinnersPerBracket[b];
                owed += prizes - handler.prizesPaidIn(id);
                treasury += round.amountCollectedInCake * round.treasuryFee / 10_000;
            } else if (round.status == GriddleLottery.Status.Cancelled) {
                owed += sales - handler.refundsPaidIn(id);
            }
        }
    }
}

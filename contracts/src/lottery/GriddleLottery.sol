// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {LotteryNumbers} from "./LotteryNumbers.sol";
import {LotteryPricing} from "./LotteryPricing.sol";
import {LotteryRandomness} from "./LotteryRandomness.sol";
import {LotteryTicketBook} from "./LotteryTicketBook.sol";

/// @title GriddleLottery
/// @notice The six-bracket CAKE lottery of spec 001. Each round sells tickets numbered 1,000,000 to
/// 1,999,999 until `endTime`; after the draw, a ticket whose last k + 1 digits match the final number
/// wins bracket k (0 to 5), and only its highest. Each bracket's share of the pot (`rewardsBreakdown`,
/// out of 10,000, after the treasury's `treasuryFee`) is split evenly among its winners. ABI-compatible
/// with PancakeSwap's v2 lottery where the spec names a call; the draw and the start take the
/// randomness arguments below.
/// @dev Randomness no single party can choose or know before sales close (README, "Lottery
/// randomness: threat model"):
/// - `startLottery` fixes the round's randomness for good: the operator commits keccak256(seed) and
///   posts a CAKE bond. No call changes either later (PancakeSwap v2's owner could swap its random
///   number source at any time).
/// - `closeLottery`, by anyone once `endTime` has passed, records the close block. Sales stop at
///   `endTime`, so no ticket is bought in or after the close block.
/// - The draw reveals the seed, at least two blocks after the close block and within
///   `REVEAL_WINDOW_BLOCKS` of the block after it. The final number is 1,000,000 + keccak256(seed,
///   blockhash(closeBlock + 1), lotteryId) mod 10^6: at close, the operator cannot know that hash
///   and the producer of that block does not know the seed. (PancakeSwap v1 took a block hash the
///   admin could bundle with its own purchases.)
/// - Withholding the seed is the operator's only lever, and it never pays: past the window anyone
///   may `cancelLottery`; every ticket is refunded in full and the bond goes to the next round's pot.
///   A round sells tickets worth at most its bond, so whatever the operator's own tickets would
///   recover by a cancel, the bond it loses is at least as much.
///
/// Money rules, each tested: tickets are bought only while the round is open and before `endTime`;
/// each ticket is paid out once, to its buyer; the prizes of brackets without winners and every
/// rounding remainder roll into the next round's pot (`pendingInjectionNextLottery`), so for every
/// drawn round prizes + treasury + carried == pot, to the wei; CAKE that arrives short (a
/// fee-on-transfer token) is refused.
contract GriddleLottery is Ownable, ReentrancyGuard, LotteryTicketBook {
    using SafeERC20 for IERC20;
    using SafeCast for uint256;

    /// @notice A round's state: Pending (not started), Open (selling until `endTime`), Close (sales
    /// closed, awaiting the draw), Claimable (drawn), Cancelled (the seed was not revealed in time:
    /// refundable).
    enum Status {
        Pending,
        Open,
        Close,
        Claimable,
        Cancelled
    }

    /// @notice A round as `viewLottery` returns it, PancakeSwap v2's shape.
    struct Lottery {
        Status status;
        uint256 startTime;
        uint256 endTime;
        uint256 priceTicketInCake;
        uint256 discountDivisor;
        uint256[6] rewardsBreakdown;
        uint256 treasuryFee;
        uint256[6] cakePerBracket;
        uint256[6] countWinnersPerBracket;
        uint256 firstTicketId;
        uint256 firstTicketIdNextLottery;
        uint256 amountCollectedInCake;
        uint32 finalNumber;
    }

    /// @dev Six slots, arranged so that a purchase reads the first two and writes the second, and a
    /// claim reads the first and the third. The breakdown (6 x 16 bits) and the winner counts (6 x 24
    /// bits) are packed by bracket.
    struct Round {
        Status status;
        uint32 finalNumber;
        uint40 firstTicketId;
        uint40 firstTicketIdNextLottery;
        uint32 discountDivisor;
        uint96 rewardsBreakdown;
        // The bond less the ticket sales so far: what the round can still sell.
        uint96 unsoldBond;
        uint96 priceTicketInCake;
        uint40 endTime;
        uint16 treasuryFee;
        // The pot less the treasury's cut, and the winners per bracket, set by the draw.
        uint112 prizePool;
        uint144 winners;
        bytes32 seedCommitment;
        address bonder;
        uint40 startTime;
        uint40 closeBlock;
        uint96 bond;
        // The pot carried from earlier rounds plus injections.
        uint128 added;
    }

    /// @notice Smallest `discountDivisor`.
    uint256 public constant MIN_DISCOUNT_DIVISOR = 300;
    /// @notice Highest `treasuryFee`: 30% of the pot.
    uint256 public constant MAX_TREASURY_FEE = 3000;
    /// @notice Longest round, from start to `endTime`.
    uint256 public constant MAX_LENGTH_LOTTERY = 4 days + 5 minutes;
    /// @notice PancakeSwap v2's shortest round, which a public chain's deployment should keep.
    uint256 public constant PUBLIC_CHAIN_MIN_LENGTH_LOTTERY = 4 hours - 5 minutes;
    /// @notice The lowest the owner may set the minimum ticket price to.
    uint256 public constant MIN_TICKET_PRICE_FLOOR = 1e12;
    /// @notice The highest the owner may set the maximum ticket price to.
    uint256 public constant MAX_TICKET_PRICE_CEILING = 1e24;
    /// @notice Blocks after the block following the close block within which the seed must be revealed.
    /// Below 256, so that block's hash is still readable at the last one.
    uint256 public constant REVEAL_WINDOW_BLOCKS = 255;
    /// @notice `rewardsBreakdown` adds up to this; `treasuryFee` is out of it.
    uint256 public constant BASIS_POINTS = 10_000;

    uint256 private constant MAX_TICKETS_PER_BUY_OR_CLAIM = 100;
    uint256 private constant BREAKDOWN_BITS = 16;
    uint256 private constant WINNERS_BITS = 24;

    /// @notice The token tickets are paid and prizes won in.
    IERC20 public immutable cakeToken;
    /// @notice Shortest round, from start to `endTime`, fixed at deployment (named and read as v2's
    /// constant). Nothing in the randomness or the money rules depends on it: a public chain keeps
    /// `PUBLIC_CHAIN_MIN_LENGTH_LOTTERY`, and a local chain deploys it shorter so that a developer can
    /// watch rounds close and draw within minutes.
    uint256 public immutable MIN_LENGTH_LOTTERY;

    uint256 private _currentLotteryId;
    address private _operator;
    address private _treasury;
    address private _injector;
    uint256 private _minPriceTicketInCake = 0.005 ether;
    uint256 private _maxPriceTicketInCake = 50 ether;
    uint256 private _pendingInjectionNextLottery;
    mapping(uint256 lotteryId => Round) private _rounds;

    event TicketsPurchase(address indexed buyer, uint256 indexed lotteryId, uint256 numberTickets);
    event TicketsClaim(address indexed claimer, uint256 amount, uint256 indexed lotteryId, uint256 numberTickets);
    event TicketsRefund(address indexed claimer, uint256 amount, uint256 indexed lotteryId, uint256 numberTickets);
    event LotteryOpen(
        uint256 indexed lotteryId,
        uint256 startTime,
        uint256 endTime,
        uint256 priceTicketInCake,
        uint256 firstTicketId,
        uint256 injectedAmount
    );
    event LotteryClose(uint256 indexed lotteryId, uint256 firstTicketIdNextLottery);
    event LotteryNumberDrawn(uint256 indexed lotteryId, uint256 finalNumber, uint256 countWinningTickets);
    event LotteryCancel(uint256 indexed lotteryId, uint256 slashedBond);
    event LotteryInjection(uint256 indexed lotteryId, uint256 injectedAmount);
    event RandomnessCommitted(uint256 indexed lotteryId, bytes32 seedCommitment, address indexed bonder, uint256 bond);
    event RandomnessRevealed(uint256 indexed lotteryId, bytes32 seed, bytes32 blockHash);
    event NewOperatorAndTreasuryAndInjectorAddresses(address operator, address treasury, address injector);
    event NewMinAndMaxTicketPrice(uint256 minPriceTicketInCake, uint256 maxPriceTicketInCake);
    event AdminTokenRecovery(address token, uint256 amount);

    /// @notice The caller is not the operator.
    error NotOperator(address caller);
    /// @notice The caller is neither the owner nor the injector.
    error NotOwnerOrInjector(address caller);
    /// @notice The zero address.
    error ZeroAddress();
    /// @notice The shortest round is zero or longer than `MAX_LENGTH_LOTTERY`.
    error InvalidMinLength(uint256 minLength);
    /// @notice Round `lotteryId` is in `status`; the call needs `required`.
    error UnexpectedStatus(uint256 lotteryId, Status status, Status required);
    /// @notice The previous round is neither drawn nor cancelled.
    error PreviousLotteryNotOver(uint256 lotteryId, Status status);
    /// @notice Sales closed at `endTime`.
    error SalesClosed(uint256 lotteryId, uint256 endTime);
    /// @notice Sales run until `endTime`.
    error SalesNotOver(uint256 lotteryId, uint256 endTime);
    /// @notice A purchase or claim of `count` tickets: 1 to `max` per call.
    error InvalidTicketCount(uint256 count, uint256 max);
    /// @notice The ticket and bracket arrays differ in length.
    error LengthMismatch(uint256 tickets, uint256 brackets);
    /// @notice The purchase costs more than what the round can still sell (its bond less its sales).
    error SoldOut(uint256 lotteryId, uint256 cost, uint256 unsold);
    /// @notice The ticket was not sold in this round.
    error TicketNotInLottery(uint256 lotteryId, uint256 ticketId);
    /// @notice The ticket does not win `bracket` as its highest bracket.
    error NotWinningBracket(uint256 ticketId, uint256 bracket);
    /// @notice The ticket's bracket pays nothing.
    error NoPrize(uint256 ticketId, uint256 bracket);
    /// @notice The draw needs block `earliestBlock` or later.
    error DrawTooEarly(uint256 lotteryId, uint256 earliestBlock);
    /// @notice The reveal window ended at `lastBlock`: the round can only be cancelled.
    error DrawWindowOver(uint256 lotteryId, uint256 lastBlock);
    /// @notice The reveal window lasts until `lastBlock`.
    error DrawWindowOpen(uint256 lotteryId, uint256 lastBlock);
    /// @notice The seed does not match the round's commitment.
    error SeedMismatch(uint256 lotteryId);
    /// @notice The hash of the block after the close block cannot be read.
    error BlockHashUnavailable(uint256 blockNumber);
    /// @notice Unwon prizes always roll into the next round; v2's `autoInjection = false`, which sent them
    /// to the treasury, is refused rather than silently reinterpreted.
    error AutoInjectionRequired();
    /// @notice `endTime` is not `MIN_LENGTH_LOTTERY` to `MAX_LENGTH_LOTTERY` away.
    error LotteryLengthOutOfRange(uint256 endTime);
    /// @notice The ticket price is outside `[min, max]`.
    error TicketPriceOutOfRange(uint256 price, uint256 min, uint256 max);
    /// @notice The discount divisor is outside `[min, max]`.
    error DiscountDivisorOutOfRange(uint256 discountDivisor, uint256 min, uint256 max);
    /// @notice The treasury fee is above `MAX_TREASURY_FEE`.
    error TreasuryFeeTooHigh(uint256 treasuryFee, uint256 max);
    /// @notice The rewards breakdown does not add up to `BASIS_POINTS`.
    error InvalidRewardsBreakdown(uint256 total);
    /// @notice The seed commitment is zero.
    error InvalidSeedCommitment();
    /// @notice The bond is below one ticket's price or does not fit 96 bits.
    error InvalidBond(uint256 bond);
    /// @notice The owner's ticket price bounds are not floor <= min <= max <= ceiling.
    error InvalidTicketPriceBounds(uint256 min, uint256 max);
    /// @notice The lottery's own token cannot be recovered.
    error CannotRecoverCake();
    /// @notice A CAKE transfer in delivered `received` instead of `expected` (a fee-on-transfer token).
    error TransferAmountMismatch(uint256 expected, uint256 received);

    modifier onlyOperator() {
        if (msg.sender != _operator) revert NotOperator(msg.sender);
        _;
    }

    modifier onlyOwnerOrInjector() {
        if (msg.sender != owner() && msg.sender != _injector) revert NotOwnerOrInjector(msg.sender);
        _;
    }

    /// @param cake The token tickets are paid in.
    /// @param initialOwner Sets the roles and the ticket price bounds; injects.
    /// @param operator_ Starts rounds, committing their randomness and posting their bonds.
    /// @param treasury Receives the treasury fee of each drawn round.
    /// @param injector Injects CAKE into open rounds.
    /// @param minLength The shortest round, 1 second to `MAX_LENGTH_LOTTERY`
    /// (`PUBLIC_CHAIN_MIN_LENGTH_LOTTERY` on a public chain).
    constructor(
        IERC20 cake,
        address initialOwner,
        address operator_,
        address treasury,
        address injector,
        uint256 minLength
    ) Ownable(initialOwner) {
        if (address(cake) == address(0)) revert ZeroAddress();
        if (minLength == 0 || minLength > MAX_LENGTH_LOTTERY) revert InvalidMinLength(minLength);
        cakeToken = cake;
        MIN_LENGTH_LOTTERY = minLength;
        _setRoles(operator_, treasury, injector);
    }

    // ---------------------------------------------------------------- players

    /// @notice Buys one ticket per number in `ticketNumbers` for round `lotteryId`, paying
    /// `calculateTotalPriceForBulkTickets` for them. Any account may buy, contracts included: nothing a
    /// buyer can see before sales close tells the final number.
    ///
    /// Requirements:
    /// - the round is open and `endTime` has not come;
    /// - 1 to `maxNumberTicketsPerBuyOrClaim()` numbers, each 1,000,000 to 1,999,999;
    /// - the round's sales stay within its bond, and its tickets below 2^24;
    /// - the caller approved the cost, and the token delivers it in full.
    function buyTickets(uint256 lotteryId, uint32[] calldata ticketNumbers) external nonReentrant {
        uint256 count = ticketNumbers.length;
        if (count == 0 || count > MAX_TICKETS_PER_BUY_OR_CLAIM) {
            revert InvalidTicketCount(count, MAX_TICKETS_PER_BUY_OR_CLAIM);
        }
        Round storage round = _rounds[lotteryId];
        _requireStatus(lotteryId, round.status, Status.Open);
        if (block.timestamp >= round.endTime) revert SalesClosed(lotteryId, round.endTime);
        uint256 cost = LotteryPricing.bulkPrice(round.discountDivisor, round.priceTicketInCake, count);
        uint256 unsold = round.unsoldBond;
        if (cost > unsold) revert SoldOut(lotteryId, cost, unsold);
        // Checked just above.
        unchecked {
            round.unsoldBond = uint96(unsold - cost);
        }
        _addTickets(lotteryId, round.firstTicketId, msg.sender, ticketNumbers);
        emit TicketsPurchase(msg.sender, lotteryId, count);
        _pullCake(msg.sender, cost);
    }

    /// @notice Pays the caller the prizes of `ticketIds` in drawn round `lotteryId`; `brackets[i]` is
    /// ticket i's highest winning bracket.
    ///
    /// Requirements:
    /// - the round is drawn; 1 to `maxNumberTicketsPerBuyOrClaim()` tickets, as many brackets;
    /// - each ticket was sold in this round, to the caller, and has not been paid out;
    /// - each ticket's highest bracket is the one given, and that bracket pays a prize.
    function claimTickets(uint256 lotteryId, uint256[] calldata ticketIds, uint32[] calldata brackets)
        external
        nonReentrant
    {
        uint256 count = ticketIds.length;
        if (count != brackets.length) revert LengthMismatch(count, brackets.length);
        if (count == 0 || count > MAX_TICKETS_PER_BUY_OR_CLAIM) {
            revert InvalidTicketCount(count, MAX_TICKETS_PER_BUY_OR_CLAIM);
        }
        Round storage round = _rounds[lotteryId];
        _requireStatus(lotteryId, round.status, Status.Claimable);
        (uint256 finalNumber, uint256 firstId, uint256 nextId) =
            (round.finalNumber, round.firstTicketId, round.firstTicketIdNextLottery);
        (uint256 prizePool, uint256 breakdown, uint256 winners) =
            (round.prizePool, round.rewardsBreakdown, round.winners);
        uint256 total;
        for (uint256 i = 0; i < count; ++i) {
            uint256 ticketId = ticketIds[i];
            if (ticketId < firstId || ticketId >= nextId) revert TicketNotInLottery(lotteryId, ticketId);
            (uint256 number,,) = _payOutTicket(ticketId, msg.sender);
            uint256 bracket = brackets[i];
            uint256 digits = LotteryNumbers.matchingDigits(number, finalNumber);
            if (digits == 0 || bracket != digits - 1) revert NotWinningBracket(ticketId, bracket);
            uint256 prize = _prizePerTicket(prizePool, breakdown, winners, bracket);
            if (prize == 0) revert NoPrize(ticketId, bracket);
            total += prize;
        }
        emit TicketsClaim(msg.sender, total, lotteryId, count);
        cakeToken.safeTransfer(msg.sender, total);
    }

    /// @notice Refunds the caller `ticketIds` of cancelled round `lotteryId`: each purchase is refunded
    /// exactly what it cost, split over its tickets (`viewRefundForTicketId`).
    ///
    /// Requirements:
    /// - the round is cancelled; 1 to `maxNumberTicketsPerBuyOrClaim()` tickets;
    /// - each ticket was sold in this round, to the caller, and has not been refunded.
    function claimRefunds(uint256 lotteryId, uint256[] calldata ticketIds) external nonReentrant {
        uint256 count = ticketIds.length;
        if (count == 0 || count > MAX_TICKETS_PER_BUY_OR_CLAIM) {
            revert InvalidTicketCount(count, MAX_TICKETS_PER_BUY_OR_CLAIM);
        }
        Round storage round = _rounds[lotteryId];
        _requireStatus(lotteryId, round.status, Status.Cancelled);
        (uint256 firstId, uint256 nextId) = (round.firstTicketId, round.firstTicketIdNextLottery);
        (uint256 discountDivisor, uint256 price) = (round.discountDivisor, round.priceTicketInCake);
        uint256 total;
        for (uint256 i = 0; i < count; ++i) {
            uint256 ticketId = ticketIds[i];
            if (ticketId < firstId || ticketId >= nextId) revert TicketNotInLottery(lotteryId, ticketId);
            (, uint256 offset, uint256 purchaseCount) = _payOutTicket(ticketId, msg.sender);
            uint256 cost = LotteryPricing.bulkPrice(discountDivisor, price, purchaseCount);
            total += LotteryPricing.refundShare(cost, purchaseCount, offset);
        }
        emit TicketsRefund(msg.sender, total, lotteryId, count);
        cakeToken.safeTransfer(msg.sender, total);
    }

    // ---------------------------------------------------------------- rounds

    /// @notice Opens the next round, commits its randomness and posts its bond; the pot carried from
    /// earlier rounds becomes its starting pot.
    /// @param endTime When sales end.
    /// @param priceTicketInCake One ticket's price.
    /// @param discountDivisor The bulk discount's divisor (see `calculateTotalPriceForBulkTickets`).
    /// @param rewardsBreakdown Each bracket's share of the prize pool, out of 10,000; bracket 0 first.
    /// @param treasuryFee The treasury's cut of the pot, out of 10,000.
    /// @param seedCommitment keccak256(abi.encode(seed)) of a fresh secret 32-byte seed.
    /// @param bond CAKE taken from the operator, returned at the draw, or added to the next round's pot
    /// if the seed is not revealed in time. The round sells tickets worth at most the bond.
    ///
    /// Requirements:
    /// - the caller is the operator; the previous round (if any) is drawn or cancelled;
    /// - `endTime` is `MIN_LENGTH_LOTTERY` to `MAX_LENGTH_LOTTERY` from now;
    /// - the price is within the owner's bounds; `discountDivisor` is at least `MIN_DISCOUNT_DIVISOR`
    ///   and fits 32 bits; `treasuryFee` is at most `MAX_TREASURY_FEE`; the breakdown adds up to 10,000;
    /// - the commitment is not zero; the bond is at least one ticket's price and fits 96 bits.
    function startLottery(
        uint256 endTime,
        uint256 priceTicketInCake,
        uint256 discountDivisor,
        uint256[6] calldata rewardsBreakdown,
        uint256 treasuryFee,
        bytes32 seedCommitment,
        uint256 bond
    ) external onlyOperator nonReentrant {
        uint256 previous = _currentLotteryId;
        Status previousStatus = _rounds[previous].status;
        if (previous != 0 && previousStatus != Status.Claimable && previousStatus != Status.Cancelled) {
            revert PreviousLotteryNotOver(previous, previousStatus);
        }
        _checkTerms(endTime, priceTicketInCake, discountDivisor, treasuryFee);
        if (seedCommitment == bytes32(0)) revert InvalidSeedCommitment();
        if (bond < priceTicketInCake || bond > type(uint96).max) revert InvalidBond(bond);

        uint256 lotteryId = previous + 1;
        _currentLotteryId = lotteryId;
        uint256 carried = _pendingInjectionNextLottery;
        _pendingInjectionNextLottery = 0;
        uint256 firstTicketId = currentTicketId();
        Round storage round = _rounds[lotteryId];
        // Every value was bounded above: prices, fee, divisor, bond and times by the checks, ticket ids
        // by the ticket book (40 bits), and `carried` by the CAKE the contract holds.
        round.status = Status.Open;
        round.firstTicketId = uint40(firstTicketId);
        round.discountDivisor = uint32(discountDivisor);
        round.rewardsBreakdown = _packBreakdown(rewardsBreakdown);
        round.unsoldBond = uint96(bond);
        round.priceTicketInCake = uint96(priceTicketInCake);
        round.endTime = uint40(endTime);
        round.treasuryFee = uint16(treasuryFee);
        round.seedCommitment = seedCommitment;
        round.bonder = msg.sender;
        round.startTime = uint40(block.timestamp);
        round.bond = uint96(bond);
        round.added = carried.toUint128();
        emit LotteryOpen(lotteryId, block.timestamp, endTime, priceTicketInCake, firstTicketId, carried);
        emit RandomnessCommitted(lotteryId, seedCommitment, msg.sender, bond);
        _pullCake(msg.sender, bond);
    }

    /// @notice Closes sales of round `lotteryId` and records the close block, whose successor's hash
    /// the final number will mix in. Anyone may call it once `endTime` has passed.
    ///
    /// Requirements: the round is open; `endTime` has come.
    function closeLottery(uint256 lotteryId) external {
        Round storage round = _rounds[lotteryId];
        _requireStatus(lotteryId, round.status, Status.Open);
        if (block.timestamp < round.endTime) revert SalesNotOver(lotteryId, round.endTime);
        uint256 next = currentTicketId();
        // Block numbers and ticket ids fit 40 bits (see `startLottery`).
        (round.status, round.closeBlock, round.firstTicketIdNextLottery) =
            (Status.Close, uint40(block.number), uint40(next));
        emit LotteryClose(lotteryId, next);
    }

    /// @notice Reveals round `lotteryId`'s seed, draws its final number and settles its brackets: the
    /// treasury is paid its fee, the bond goes back to its poster, and what no winner takes (brackets
    /// without winners, rounding remainders) rolls into the next round's pot. Anyone holding the seed
    /// may call it; the result does not depend on who does or when within the window.
    /// @param autoInjection Must be true: kept from v2's signature, where false sent unwon prizes to the
    /// treasury instead of the next round.
    /// @param seed The preimage of the round's commitment.
    ///
    /// Requirements:
    /// - the round is closed; the block is after the close block's successor and no more than
    ///   `REVEAL_WINDOW_BLOCKS` after it;
    /// - keccak256(abi.encode(seed)) is the round's commitment.
    function drawFinalNumberAndMakeLotteryClaimable(uint256 lotteryId, bool autoInjection, bytes32 seed)
        external
        nonReentrant
    {
        if (!autoInjection) revert AutoInjectionRequired();
        Round storage round = _rounds[lotteryId];
        _requireStatus(lotteryId, round.status, Status.Close);
        bytes32 blockHash = _revealedBlockHash(lotteryId, round, seed);
        uint32 finalNumber = LotteryRandomness.finalNumber(seed, blockHash, lotteryId);
        uint256 treasuryAmount = _settle(lotteryId, round, finalNumber);
        emit RandomnessRevealed(lotteryId, seed, blockHash);
        if (treasuryAmount != 0) cakeToken.safeTransfer(_treasury, treasuryAmount);
        cakeToken.safeTransfer(round.bonder, round.bond);
    }

    /// @notice Cancels round `lotteryId` when its seed was not revealed in time: every ticket becomes
    /// refundable in full (`claimRefunds`), and the bond with the round's carried and injected CAKE
    /// goes to the next round's pot. Anyone may call it.
    ///
    /// Requirements: the round is closed; the reveal window is over.
    function cancelLottery(uint256 lotteryId) external {
        Round storage round = _rounds[lotteryId];
        _requireStatus(lotteryId, round.status, Status.Close);
        uint256 lastBlock = round.closeBlock + 1 + REVEAL_WINDOW_BLOCKS;
        if (block.number <= lastBlock) revert DrawWindowOpen(lotteryId, lastBlock);
        round.status = Status.Cancelled;
        uint256 bond = round.bond;
        _pendingInjectionNextLottery += round.added + bond;
        emit LotteryCancel(lotteryId, bond);
    }

    /// @notice Adds `amount` CAKE from the caller to open round `lotteryId`'s pot.
    ///
    /// Requirements: the caller is the owner or the injector; the round is open; the token delivers
    /// the amount in full.
    function injectFunds(uint256 lotteryId, uint256 amount) external onlyOwnerOrInjector nonReentrant {
        Round storage round = _rounds[lotteryId];
        _requireStatus(lotteryId, round.status, Status.Open);
        round.added = (round.added + amount).toUint128();
        emit LotteryInjection(lotteryId, amount);
        _pullCake(msg.sender, amount);
    }

    // ---------------------------------------------------------------- owner

    /// @notice Sets the operator, the treasury and the injector. A round already started keeps its
    /// bond's poster, who gets the bond back at its draw.
    ///
    /// Requirements: the caller is the owner; no address is zero.
    function setOperatorAndTreasuryAndInjectorAddresses(address operator_, address treasury, address injector)
        external
        onlyOwner
    {
        _setRoles(operator_, treasury, injector);
    }

    /// @notice Sets the bounds of the ticket price the operator may start a round with.
    ///
    /// Requirements: the caller is the owner; `MIN_TICKET_PRICE_FLOOR <= min <= max <=
    /// MAX_TICKET_PRICE_CEILING`.
    function setMinAndMaxTicketPriceInCake(uint256 minPrice, uint256 maxPrice) external onlyOwner {
        if (minPrice < MIN_TICKET_PRICE_FLOOR || minPrice > maxPrice || maxPrice > MAX_TICKET_PRICE_CEILING) {
            revert InvalidTicketPriceBounds(minPrice, maxPrice);
        }
        (_minPriceTicketInCake, _maxPriceTicketInCake) = (minPrice, maxPrice);
        emit NewMinAndMaxTicketPrice(minPrice, maxPrice);
    }

    /// @notice Sends tokens other than CAKE sent here by mistake to the owner.
    ///
    /// Requirements: the caller is the owner; `token` is not CAKE.
    function recoverWrongTokens(IERC20 token, uint256 amount) external onlyOwner {
        if (token == cakeToken) revert CannotRecoverCake();
        token.safeTransfer(msg.sender, amount);
        emit AdminTokenRecovery(address(token), amount);
    }

    // ---------------------------------------------------------------- views

    /// @notice Round `lotteryId` in PancakeSwap v2's shape; `cakePerBracket` is each winning ticket's
    /// prize once drawn, and `amountCollectedInCake` the whole pot (sales, carried and injected CAKE).
    function viewLottery(uint256 lotteryId) external view returns (Lottery memory lottery) {
        Round storage round = _rounds[lotteryId];
        (uint256 breakdown, uint256 winners, uint256 prizePool) =
            (round.rewardsBreakdown, round.winners, round.prizePool);
        lottery.status = round.status;
        lottery.startTime = round.startTime;
        lottery.endTime = round.endTime;
        lottery.priceTicketInCake = round.priceTicketInCake;
        lottery.discountDivisor = round.discountDivisor;
        lottery.treasuryFee = round.treasuryFee;
        lottery.firstTicketId = round.firstTicketId;
        lottery.firstTicketIdNextLottery = round.firstTicketIdNextLottery;
        lottery.amountCollectedInCake = _pot(round);
        lottery.finalNumber = round.finalNumber;
        for (uint256 bracket = 0; bracket < LotteryNumbers.BRACKETS; ++bracket) {
            lottery.rewardsBreakdown[bracket] = _bracketShare(breakdown, bracket);
            lottery.countWinnersPerBracket[bracket] = _bracketWinners(winners, bracket);
            lottery.cakePerBracket[bracket] = _prizePerTicket(prizePool, breakdown, winners, bracket);
        }
    }

    /// @notice Round `lotteryId`'s randomness: the seed commitment, who posted the bond and how much,
    /// the ticket sales so far (at most the bond), and the close block (0 while open).
    function viewRandomness(uint256 lotteryId)
        external
        view
        returns (bytes32 seedCommitment, address bonder, uint256 bond, uint256 ticketSales, uint256 closeBlock)
    {
        Round storage round = _rounds[lotteryId];
        return (round.seedCommitment, round.bonder, round.bond, _sales(round), round.closeBlock);
    }

    /// @notice The prize ticket `ticketId` wins in drawn round `lotteryId` if `bracket` is its highest
    /// winning bracket, else 0; 0 for a ticket of another round (v2 answered for any round's ticket).
    function viewRewardsForTicketId(uint256 lotteryId, uint256 ticketId, uint32 bracket)
        external
        view
        returns (uint256)
    {
        Round storage round = _rounds[lotteryId];
        if (bracket >= LotteryNumbers.BRACKETS || round.status != Status.Claimable || !_inRound(round, ticketId)) {
            return 0;
        }
        (uint256 number,,,) = _ticket(ticketId);
        if (LotteryNumbers.matchingDigits(number, round.finalNumber) != bracket + 1) return 0;
        return _prizePerTicket(round.prizePool, round.rewardsBreakdown, round.winners, bracket);
    }

    /// @notice What ticket `ticketId` is refunded in cancelled round `lotteryId`, paid out or not; 0 for
    /// a ticket of another round or a round not cancelled.
    function viewRefundForTicketId(uint256 lotteryId, uint256 ticketId) external view returns (uint256) {
        Round storage round = _rounds[lotteryId];
        if (round.status != Status.Cancelled || !_inRound(round, ticketId)) return 0;
        (,, uint256 offset, uint256 purchaseCount) = _ticket(ticketId);
        uint256 cost = LotteryPricing.bulkPrice(round.discountDivisor, round.priceTicketInCake, purchaseCount);
        return LotteryPricing.refundShare(cost, purchaseCount, offset);
    }

    /// @notice The numbers of `ticketIds` and whether each was paid out (0 and false for unsold ids).
    function viewNumbersAndStatusesForTicketIds(uint256[] calldata ticketIds)
        external
        view
        returns (uint32[] memory numbers, bool[] memory statuses)
    {
        numbers = new uint32[](ticketIds.length);
        statuses = new bool[](ticketIds.length);
        for (uint256 i = 0; i < ticketIds.length; ++i) {
            (uint256 number, bool paid,,) = _ticket(ticketIds[i]);
            (numbers[i], statuses[i]) = (uint32(number), paid);
        }
    }

    /// @notice Up to `size` of `user`'s tickets in round `lotteryId`, newest first: ids, numbers and
    /// whether each was paid out, with the cursor for the next page. Start with cursor 0 and pass each
    /// returned cursor back until a page is shorter than `size`.
    function viewUserInfoForLotteryId(address user, uint256 lotteryId, uint256 cursor, uint256 size)
        external
        view
        returns (uint256[] memory ticketIds, uint32[] memory ticketNumbers, bool[] memory ticketStatuses, uint256)
    {
        Round storage round = _rounds[lotteryId];
        uint256 nextId = round.status == Status.Open ? currentTicketId() : round.firstTicketIdNextLottery;
        return _userTickets(lotteryId, user, round.firstTicketId, nextId, cursor, size);
    }

    /// @notice The cost of `numberTickets` tickets at `priceTicket` with `discountDivisor`:
    /// priceTicket * n * (discountDivisor + 1 - n) / discountDivisor.
    ///
    /// Requirements: `discountDivisor >= MIN_DISCOUNT_DIVISOR`; 1 to 100 tickets.
    function calculateTotalPriceForBulkTickets(uint256 discountDivisor, uint256 priceTicket, uint256 numberTickets)
        external
        pure
        returns (uint256)
    {
        if (discountDivisor < MIN_DISCOUNT_DIVISOR) {
            revert DiscountDivisorOutOfRange(discountDivisor, MIN_DISCOUNT_DIVISOR, type(uint32).max);
        }
        if (numberTickets == 0 || numberTickets > MAX_TICKETS_PER_BUY_OR_CLAIM) {
            revert InvalidTicketCount(numberTickets, MAX_TICKETS_PER_BUY_OR_CLAIM);
        }
        return LotteryPricing.bulkPrice(discountDivisor, priceTicket, numberTickets);
    }

    /// @notice Most tickets one purchase or one claim may hold.
    function maxNumberTicketsPerBuyOrClaim() external pure returns (uint256) {
        return MAX_TICKETS_PER_BUY_OR_CLAIM;
    }

    /// @notice The latest round started (0 before the first).
    function currentLotteryId() external view returns (uint256) {
        return _currentLotteryId;
    }

    /// @notice What the next round starts with: unwon prizes, rounding remainders, and the carried pot
    /// and bond of cancelled rounds.
    function pendingInjectionNextLottery() external view returns (uint256) {
        return _pendingInjectionNextLottery;
    }

    /// @notice The operator.
    function operatorAddress() external view returns (address) {
        return _operator;
    }

    /// @notice The treasury.
    function treasuryAddress() external view returns (address) {
        return _treasury;
    }

    /// @notice The injector.
    function injectorAddress() external view returns (address) {
        return _injector;
    }

    /// @notice The lowest ticket price a round may start with.
    function minPriceTicketInCake() external view returns (uint256) {
        return _minPriceTicketInCake;
    }

    /// @notice The highest ticket price a round may start with.
    function maxPriceTicketInCake() external view returns (uint256) {
        return _maxPriceTicketInCake;
    }

    // ---------------------------------------------------------------- internals

    /// @dev The hash of block `blockNumber`, or zero once it is more than 256 blocks old. The one
    /// override point, for test harnesses that must know a draw in advance (as Uniswap v3's
    /// `_blockTimestamp`); the deployed lottery reads BLOCKHASH.
    function _blockHash(uint256 blockNumber) internal view virtual returns (bytes32) {
        return blockhash(blockNumber);
    }

    /// @dev The hash the draw mixes with `seed`, once the seed matches the commitment and the block is
    /// within the reveal window.
    function _revealedBlockHash(uint256 lotteryId, Round storage round, bytes32 seed)
        private
        view
        returns (bytes32 blockHash)
    {
        uint256 hashBlock = round.closeBlock + 1;
        if (block.number <= hashBlock) revert DrawTooEarly(lotteryId, hashBlock + 1);
        if (block.number > hashBlock + REVEAL_WINDOW_BLOCKS) {
            revert DrawWindowOver(lotteryId, hashBlock + REVEAL_WINDOW_BLOCKS);
        }
        if (LotteryRandomness.commitment(seed) != round.seedCommitment) revert SeedMismatch(lotteryId);
        blockHash = _blockHash(hashBlock);
        if (blockHash == bytes32(0)) revert BlockHashUnavailable(hashBlock);
    }

    /// @dev Counts the winners of `finalNumber`, makes the round claimable and carries what no winner
    /// takes to the next round; returns the treasury's cut.
    function _settle(uint256 lotteryId, Round storage round, uint32 finalNumber)
        private
        returns (uint256 treasuryAmount)
    {
        uint256 pot = _pot(round);
        treasuryAmount = pot * round.treasuryFee / BASIS_POINTS;
        uint256 prizePool = pot - treasuryAmount;
        (uint256 winners, uint256 paid, uint256 winningTickets) =
            _settleBrackets(_countMatches(lotteryId, finalNumber), prizePool, round.rewardsBreakdown);
        round.status = Status.Claimable;
        round.finalNumber = finalNumber;
        // The pot fits 128 bits (sales within 96, carried and injected CAKE within 128) and the prize
        // pool is part of CAKE's supply, far below 2^112; each bracket count is below 2^24.
        round.prizePool = prizePool.toUint112();
        round.winners = uint144(winners);
        _pendingInjectionNextLottery += prizePool - paid;
        emit LotteryNumberDrawn(lotteryId, finalNumber, winningTickets);
    }

    /// @dev Each bracket's winners (only their highest bracket), packed; what their prizes add up to;
    /// and how many tickets won a prize.
    function _settleBrackets(uint256[6] memory matches, uint256 prizePool, uint256 breakdown)
        private
        pure
        returns (uint256 winners, uint256 paid, uint256 winningTickets)
    {
        for (uint256 bracket = 0; bracket < LotteryNumbers.BRACKETS; ++bracket) {
            uint256 count = bracket == LotteryNumbers.BRACKETS - 1
                ? matches[bracket]
                : matches[bracket] - matches[bracket + 1];
            if (count == 0) continue;
            winners |= count << (bracket * WINNERS_BITS);
            uint256 prize = prizePool * _bracketShare(breakdown, bracket) / BASIS_POINTS / count;
            if (prize == 0) continue;
            paid += prize * count;
            winningTickets += count;
        }
    }

    function _prizePerTicket(uint256 prizePool, uint256 breakdown, uint256 winners, uint256 bracket)
        private
        pure
        returns (uint256)
    {
        uint256 count = _bracketWinners(winners, bracket);
        return count == 0 ? 0 : prizePool * _bracketShare(breakdown, bracket) / BASIS_POINTS / count;
    }

    /// @dev Reverts unless a round's length, price, discount divisor and treasury fee are within bounds.
    function _checkTerms(uint256 endTime, uint256 price, uint256 discountDivisor, uint256 treasuryFee)
        private
        view
    {
        if (endTime < block.timestamp + MIN_LENGTH_LOTTERY || endTime > block.timestamp + MAX_LENGTH_LOTTERY) {
            revert LotteryLengthOutOfRange(endTime);
        }
        (uint256 minPrice, uint256 maxPrice) = (_minPriceTicketInCake, _maxPriceTicketInCake);
        if (price < minPrice || price > maxPrice) revert TicketPriceOutOfRange(price, minPrice, maxPrice);
        if (discountDivisor < MIN_DISCOUNT_DIVISOR || discountDivisor > type(uint32).max) {
            revert DiscountDivisorOutOfRange(discountDivisor, MIN_DISCOUNT_DIVISOR, type(uint32).max);
        }
        if (treasuryFee > MAX_TREASURY_FEE) revert TreasuryFeeTooHigh(treasuryFee, MAX_TREASURY_FEE);
    }

    /// @dev Packs the breakdown 16 bits per bracket; reverts unless it adds up to `BASIS_POINTS`.
    function _packBreakdown(uint256[6] calldata shares) private pure returns (uint96) {
        uint256 packed;
        uint256 total;
        for (uint256 bracket = 0; bracket < LotteryNumbers.BRACKETS; ++bracket) {
            uint256 share = shares[bracket];
            if (share > BASIS_POINTS) revert InvalidRewardsBreakdown(share);
            total += share;
            packed |= share << (bracket * BREAKDOWN_BITS);
        }
        if (total != BASIS_POINTS) revert InvalidRewardsBreakdown(total);
        // Six shares of at most 10,000 each, 16 bits apiece.
        return uint96(packed);
    }

    function _bracketShare(uint256 breakdown, uint256 bracket) private pure returns (uint256) {
        return (breakdown >> (bracket * BREAKDOWN_BITS)) & type(uint16).max;
    }

    function _bracketWinners(uint256 winners, uint256 bracket) private pure returns (uint256) {
        return (winners >> (bracket * WINNERS_BITS)) & type(uint24).max;
    }

    /// @dev Ticket sales so far: the bond less what is left of it.
    function _sales(Round storage round) private view returns (uint256) {
        return uint256(round.bond) - round.unsoldBond;
    }

    /// @dev The whole pot: sales, carried and injected CAKE.
    function _pot(Round storage round) private view returns (uint256) {
        return _sales(round) + round.added;
    }

    function _inRound(Round storage round, uint256 ticketId) private view returns (bool) {
        return ticketId >= round.firstTicketId && ticketId < round.firstTicketIdNextLottery;
    }

    function _requireStatus(uint256 lotteryId, Status status, Status required) private pure {
        if (status != required) revert UnexpectedStatus(lotteryId, status, required);
    }

    function _setRoles(address operator_, address treasury, address injector) private {
        if (operator_ == address(0) || treasury == address(0) || injector == address(0)) revert ZeroAddress();
        (_operator, _treasury, _injector) = (operator_, treasury, injector);
        emit NewOperatorAndTreasuryAndInjectorAddresses(operator_, treasury, injector);
    }

    /// @dev Takes exactly `amount` CAKE from `from`, refusing a token that delivers less.
    function _pullCake(address from, uint256 amount) private {
        uint256 before = cakeToken.balanceOf(address(this));
        cakeToken.safeTransferFrom(from, address(this), amount);
        uint256 balance = cakeToken.balanceOf(address(this));
        uint256 received = balance > before ? balance - before : 0;
        if (received != amount) revert TransferAmountMismatch(amount, received);
    }
}

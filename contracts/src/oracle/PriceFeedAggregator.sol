// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {AggregatorV3Interface} from "../interfaces/AggregatorV3Interface.sol";
import {Median} from "./Median.sol";
import {ReadAccessList} from "./ReadAccessList.sol";

/// @title PriceFeedAggregator
/// @notice A price feed with the ABI of Chainlink's FluxAggregator (spec 001 sections 3 and 7): a
/// fixed set of oracles submit answers round by round, and readers see each round's median through
/// AggregatorV3Interface. Oracles are paid in an ERC20 (LINK on a live network) per submission.
///
/// Rules:
/// - Rounds. Round `n + 1` may start once round `n` is answered or timed out. An oracle starts it
///   by submitting to it; an authorized requester by calling {requestNewRound}. Each round keeps the
///   settings ({minSubmissionCount}, {maxSubmissionCount}, {timeout}, {paymentAmount}) in force when
///   it started; {updateFutureRounds} only affects later rounds.
/// - Answer. A round is answered once `minSubmissionCount` oracles submitted; each further
///   submission, up to `maxSubmissionCount`, updates its answer. The answer is the median of the
///   round's submissions; for an even count, the mean of the two middle ones rounded toward zero
///   (see {Median}). Every submission lies in [{minSubmissionValue}, {maxSubmissionValue}].
/// - Timeout. A round still unanswered `timeout` seconds after it started may be superseded; when the
///   next round starts, it is closed with the previous round's answer and `answeredInRound` (so
///   `answeredInRound < roundId` tells a reader the answer is carried over). A round that was
///   answered keeps its own answer (Chainlink's FluxAggregator would overwrite an answered but
///   not-full round with the previous answer; here an answer, once given, is never replaced by an
///   older one). A timeout of 0 disables timeouts.
/// - Restart delay. An oracle that started round `n` may not start another before round
///   `n + restartDelay + 1`, so no oracle alone can drive the feed; requesters have their own delay.
/// - Payments. Each accepted submission moves the round's `paymentAmount` from the available funds
///   to the submitting oracle's withdrawable balance (allocated funds); its admin withdraws it. The
///   owner can withdraw only what exceeds a reserve of two rounds of payments to every oracle.
///   `availableFunds + allocatedFunds` equals the token balance once {updateAvailableFunds} has run.
/// - Bounds. At most {MAX_ORACLE_COUNT} oracles, so every loop (oracle changes, the median) is
///   bounded well below a block's gas.
contract PriceFeedAggregator is AggregatorV3Interface, ReadAccessList, ReentrancyGuard {
    using SafeERC20 for IERC20;

    /// @notice Why an oracle may not submit to a round.
    enum Rejection {
        None,
        NotEnabled,
        NotYetEnabled,
        NoLongerAllowed,
        AlreadyReported,
        InvalidRound,
        PreviousRoundNotSupersedable
    }

    struct Round {
        int256 answer;
        uint64 startedAt;
        uint64 updatedAt;
        uint32 answeredInRound;
    }

    /// @dev Exists only while the round accepts submissions (`maxSubmissions != 0`).
    struct RoundDetails {
        int256[] submissions;
        uint32 maxSubmissions;
        uint32 minSubmissions;
        uint32 timeout;
        uint128 paymentAmount;
    }

    struct OracleStatus {
        uint128 withdrawable;
        uint32 startingRound;
        uint32 endingRound;
        uint32 lastReportedRound;
        uint32 lastStartedRound;
        int256 latestSubmission;
        uint16 index;
        address admin;
        address pendingAdmin;
    }

    struct Requester {
        bool authorized;
        uint32 delay;
        uint32 lastStartedRound;
    }

    struct Funds {
        uint128 available;
        uint128 allocated;
    }

    /// @notice The most oracles the feed accepts (Chainlink's cap), which bounds every loop.
    uint256 public constant MAX_ORACLE_COUNT = 77;
    /// @notice Rounds of payments to every oracle the owner cannot withdraw.
    uint256 private constant RESERVE_ROUNDS = 2;
    uint32 private constant ROUND_MAX = type(uint32).max;

    /// @notice The FluxAggregator interface version this contract implements.
    uint256 public constant override version = 3;

    IERC20 private immutable _token;
    uint8 private immutable _decimals;
    /// @notice The smallest submission accepted.
    int256 public immutable minSubmissionValue;
    /// @notice The largest submission accepted.
    int256 public immutable maxSubmissionValue;
    string private _description;

    uint128 private _paymentAmount;
    uint32 private _maxSubmissionCount;
    uint32 private _minSubmissionCount;
    uint32 private _restartDelay;
    uint32 private _timeout;
    uint32 private _reportingRoundId;
    uint32 private _latestRoundId;
    Funds private _funds;

    mapping(address oracle => OracleStatus) private _oracles;
    mapping(uint32 roundId => Round) private _rounds;
    mapping(uint32 roundId => RoundDetails) private _details;
    mapping(address requester => Requester) private _requesters;
    address[] private _oracleAddresses;

    event AvailableFundsUpdated(uint256 indexed amount);
    event RoundDetailsUpdated(
        uint128 indexed paymentAmount,
        uint32 indexed minSubmissionCount,
        uint32 indexed maxSubmissionCount,
        uint32 restartDelay,
        uint32 timeout
    );
    event OraclePermissionsUpdated(address indexed oracle, bool indexed whitelisted);
    event OracleAdminUpdated(address indexed oracle, address indexed newAdmin);
    event OracleAdminUpdateRequested(address indexed oracle, address admin, address newAdmin);
    event SubmissionReceived(int256 indexed submission, uint32 indexed round, address indexed oracle);
    event RequesterPermissionsSet(address indexed requester, bool authorized, uint32 delay);
    event NewRound(uint256 indexed roundId, address indexed startedBy, uint256 startedAt);
    event AnswerUpdated(int256 indexed current, uint256 indexed roundId, uint256 updatedAt);

    /// @notice `oracle` may not submit to `roundId`, for `reason`.
    error SubmissionRejected(address oracle, uint32 roundId, Rejection reason);
    /// @notice `submission` lies outside [`min`, `max`].
    error SubmissionOutOfRange(int256 submission, int256 min, int256 max);
    /// @notice `roundId` is closed: it is full, timed out and superseded, or never started.
    error RoundNotAcceptingSubmissions(uint32 roundId);
    /// @notice `starter` last started `lastStartedRound` and must wait `delay` rounds before starting another.
    error RestartDelayNotElapsed(address starter, uint32 lastStartedRound, uint32 delay);
    /// @notice `roundId` has no answer (not answered yet, or beyond the last round).
    error NoDataPresent(uint80 roundId);
    /// @notice `oracle` is already one of the feed's oracles.
    error OracleAlreadyEnabled(address oracle);
    /// @notice `oracle` is not one of the feed's oracles.
    error OracleNotEnabled(address oracle);
    /// @notice An oracle's admin cannot be the zero address.
    error ZeroAdmin(address oracle);
    /// @notice `oracle` keeps its earlier admin `admin`; only that admin can hand it over.
    error AdminAlreadySet(address oracle, address admin);
    /// @notice Adding oracles would make `count`, above `max`.
    error TooManyOracles(uint256 count, uint256 max);
    /// @notice `changeOracles` needs one admin per added oracle.
    error AdminsLengthMismatch(uint256 oracles, uint256 admins);
    /// @notice Needs 0 < `min` <= `max` <= `oracleCount` (or all zero with no oracle).
    error InvalidSubmissionCounts(uint32 min, uint32 max, uint256 oracleCount);
    /// @notice The restart delay must be below the number of oracles, or no oracle could ever start a round.
    error RestartDelayTooLong(uint32 restartDelay, uint256 oracleCount);
    /// @notice `available` funds are below the `required` amount.
    error InsufficientFunds(uint256 available, uint256 required);
    /// @notice `caller` is not the admin of `oracle`.
    error NotOracleAdmin(address oracle, address caller);
    /// @notice `caller` is not the pending admin of `oracle`.
    error NotPendingAdmin(address oracle, address caller);
    /// @notice `oracle` has only `withdrawable`, below `amount`.
    error InsufficientWithdrawable(address oracle, uint256 withdrawable, uint256 amount);
    /// @notice `caller` is not an authorized requester.
    error NotAuthorizedRequester(address caller);
    /// @notice `roundId` is neither answered nor timed out, so no new round may start.
    error PreviousRoundNotSupersedable(uint32 roundId);
    /// @notice The submission range is empty.
    error InvalidSubmissionRange(int256 min, int256 max);

    /// @param token The payment token (LINK-like ERC20).
    /// @param paymentAmount_ Paid per submission, in token units.
    /// @param timeout_ Seconds after which an unanswered round may be superseded (0: never).
    /// @param minSubmissionValue_ The smallest accepted answer.
    /// @param maxSubmissionValue_ The largest accepted answer.
    /// @param decimals_ Decimals of every answer.
    /// @param description_ What the feed prices, e.g. "BNB / USD".
    /// @param initialOwner Changes oracles and settings and withdraws surplus funds.
    ///
    /// Requirements:
    /// - `minSubmissionValue_ <= maxSubmissionValue_`.
    constructor(
        IERC20 token,
        uint128 paymentAmount_,
        uint32 timeout_,
        int256 minSubmissionValue_,
        int256 maxSubmissionValue_,
        uint8 decimals_,
        string memory description_,
        address initialOwner
    ) Ownable(initialOwner) {
        if (minSubmissionValue_ > maxSubmissionValue_) {
            revert InvalidSubmissionRange(minSubmissionValue_, maxSubmissionValue_);
        }
        _token = token;
        minSubmissionValue = minSubmissionValue_;
        maxSubmissionValue = maxSubmissionValue_;
        _decimals = decimals_;
        _description = description_;
        _updateFutureRounds(paymentAmount_, 0, 0, 0, timeout_);
        // Round 0 counts as answered (with no data), so the first submission may start round 1.
        _rounds[0].updatedAt = uint64(block.timestamp);
    }

    // ---------------------------------------------------------------- oracles

    /// @notice Submits `submission` as the sender's answer for `roundId`, starting that round if it is
    /// the next one, and credits the round's payment to the sender.
    ///
    /// Requirements:
    /// - the sender is an oracle enabled for `roundId` and has not reported on it or a later round;
    /// - `roundId` is the current round, the next one (once the current is answered or timed out and
    ///   the sender's restart delay has passed), or the previous one while the current is unanswered;
    /// - the round still accepts submissions (fewer than its `maxSubmissions`);
    /// - `submission` lies in [minSubmissionValue, maxSubmissionValue];
    /// - the available funds cover the round's payment.
    function submit(uint256 roundId, int256 submission) external {
        uint32 round = uint32(roundId);
        Rejection rejection = roundId > ROUND_MAX ? Rejection.InvalidRound : _validateOracleRound(msg.sender, round);
        if (rejection != Rejection.None) revert SubmissionRejected(msg.sender, round, rejection);
        if (submission < minSubmissionValue || submission > maxSubmissionValue) {
            revert SubmissionOutOfRange(submission, minSubmissionValue, maxSubmissionValue);
        }

        _oracleInitializeNewRound(round);
        _recordSubmission(submission, round);
        _updateRoundAnswer(round);
        _payOracle(round);
        if (_details[round].submissions.length >= _details[round].maxSubmissions) delete _details[round];
    }

    /// @notice What `oracle` should do next: with `queriedRoundId == 0`, the round it should submit to
    /// (the open one, or the next one if it already reported or the open one is closed); otherwise
    /// the state of `queriedRoundId`. Chainlink's node calls this off-chain before each submission.
    function oracleRoundState(address oracle, uint32 queriedRoundId)
        external
        view
        returns (
            bool eligibleToSubmit,
            uint32 roundId,
            int256 latestSubmission,
            uint64 startedAt,
            uint64 timeout_,
            uint128 availableFunds_,
            uint8 oracleCount_,
            uint128 paymentAmount_
        )
    {
        if (queriedRoundId > 0) {
            roundId = queriedRoundId;
            startedAt = _rounds[roundId].startedAt;
            eligibleToSubmit = startedAt > 0 ? _acceptingSubmissions(roundId) : _delayed(oracle, roundId);
            paymentAmount_ = startedAt > 0 ? _details[roundId].paymentAmount : _paymentAmount;
        } else {
            uint32 current = _reportingRoundId;
            bool shouldSupersede = _oracles[oracle].lastReportedRound == current || !_acceptingSubmissions(current);
            if (_supersedable(current) && shouldSupersede) {
                roundId = current + 1;
                eligibleToSubmit = _delayed(oracle, roundId);
                paymentAmount_ = _paymentAmount;
            } else {
                roundId = current;
                eligibleToSubmit = _acceptingSubmissions(roundId);
                paymentAmount_ = _details[roundId].paymentAmount;
            }
            startedAt = _rounds[roundId].startedAt;
        }
        if (_validateOracleRound(oracle, roundId) != Rejection.None) eligibleToSubmit = false;
        latestSubmission = _oracles[oracle].latestSubmission;
        timeout_ = _details[roundId].timeout;
        availableFunds_ = _funds.available;
        oracleCount_ = oracleCount();
    }

    /// @notice Withdraws `amount` of `oracle`'s earned payments to `recipient`.
    ///
    /// Requirements:
    /// - the caller is `oracle`'s admin;
    /// - `amount` is at most what `oracle` earned and has not withdrawn.
    function withdrawPayment(address oracle, address recipient, uint256 amount) external nonReentrant {
        OracleStatus storage status = _oracles[oracle];
        if (status.admin != msg.sender) revert NotOracleAdmin(oracle, msg.sender);
        uint128 withdrawable = status.withdrawable;
        if (amount > withdrawable) revert InsufficientWithdrawable(oracle, withdrawable, amount);
        // amount <= withdrawable <= allocated: every withdrawable wei was added to both.
        unchecked {
            status.withdrawable = withdrawable - uint128(amount);
            _funds.allocated -= uint128(amount);
        }
        _token.safeTransfer(recipient, amount);
    }

    /// @notice What `oracle` earned and has not withdrawn.
    function withdrawablePayment(address oracle) external view returns (uint256) {
        return _oracles[oracle].withdrawable;
    }

    /// @notice The admin of `oracle`, who withdraws its payments.
    function getAdmin(address oracle) external view returns (address) {
        return _oracles[oracle].admin;
    }

    /// @notice Proposes `newAdmin` as `oracle`'s admin; it takes over once it calls {acceptAdmin}.
    ///
    /// Requirements:
    /// - the caller is `oracle`'s admin.
    function transferAdmin(address oracle, address newAdmin) external {
        if (_oracles[oracle].admin != msg.sender) revert NotOracleAdmin(oracle, msg.sender);
        _oracles[oracle].pendingAdmin = newAdmin;
        emit OracleAdminUpdateRequested(oracle, msg.sender, newAdmin);
    }

    /// @notice Makes the caller `oracle`'s admin.
    ///
    /// Requirements:
    /// - the caller is `oracle`'s pending admin.
    function acceptAdmin(address oracle) external {
        if (_oracles[oracle].pendingAdmin != msg.sender) revert NotPendingAdmin(oracle, msg.sender);
        _oracles[oracle].pendingAdmin = address(0);
        _oracles[oracle].admin = msg.sender;
        emit OracleAdminUpdated(oracle, msg.sender);
    }

    // ---------------------------------------------------------------- requesters

    /// @notice Starts the next round without a submission, so oracles are prompted to answer.
    ///
    /// Requirements:
    /// - the caller is an authorized requester, past its own delay since the last round it started;
    /// - the current round is answered or timed out.
    function requestNewRound() external returns (uint80) {
        Requester storage requester = _requesters[msg.sender];
        if (!requester.authorized) revert NotAuthorizedRequester(msg.sender);
        uint32 current = _reportingRoundId;
        if (!_supersedable(current)) revert PreviousRoundNotSupersedable(current);
        uint32 newRoundId = current + 1;
        uint32 lastStarted = requester.lastStartedRound;
        if (lastStarted != 0 && newRoundId <= uint256(lastStarted) + requester.delay) {
            revert RestartDelayNotElapsed(msg.sender, lastStarted, requester.delay);
        }
        _initializeNewRound(newRoundId);
        requester.lastStartedRound = newRoundId;
        return newRoundId;
    }

    /// @notice Allows or forbids `requester` to call {requestNewRound}, at most once every `delay` rounds.
    ///
    /// Requirements:
    /// - the caller is the owner.
    function setRequesterPermissions(address requester, bool authorized, uint32 delay) external onlyOwner {
        if (_requesters[requester].authorized == authorized) return;
        if (authorized) {
            _requesters[requester].authorized = true;
            _requesters[requester].delay = delay;
        } else {
            delete _requesters[requester];
        }
        emit RequesterPermissionsSet(requester, authorized, delay);
    }

    // ---------------------------------------------------------------- owner

    /// @notice Removes `removed` and adds `added` (with `addedAdmins`, one each), then sets the
    /// settings of future rounds. Removed oracles may still finish the current round and keep
    /// their unwithdrawn payments; added ones may submit from the next round.
    ///
    /// Requirements:
    /// - the caller is the owner;
    /// - every removed oracle is enabled, every added one is not, and no admin is the zero address;
    /// - an added oracle that had an admin before keeps it (the same admin must be given);
    /// - at most MAX_ORACLE_COUNT oracles afterwards;
    /// - the settings pass {updateFutureRounds}'s checks.
    function changeOracles(
        address[] calldata removed,
        address[] calldata added,
        address[] calldata addedAdmins,
        uint32 minSubmissions,
        uint32 maxSubmissions,
        uint32 restartDelay_
    ) external onlyOwner {
        for (uint256 i = 0; i < removed.length; ++i) {
            _removeOracle(removed[i]);
        }
        if (added.length != addedAdmins.length) revert AdminsLengthMismatch(added.length, addedAdmins.length);
        uint256 newCount = _oracleAddresses.length + added.length;
        if (newCount > MAX_ORACLE_COUNT) revert TooManyOracles(newCount, MAX_ORACLE_COUNT);
        for (uint256 i = 0; i < added.length; ++i) {
            _addOracle(added[i], addedAdmins[i]);
        }
        _updateFutureRounds(_paymentAmount, minSubmissions, maxSubmissions, restartDelay_, _timeout);
    }

    /// @notice Sets the payment, submission counts, restart delay and timeout of rounds started from now.
    ///
    /// Requirements:
    /// - the caller is the owner;
    /// - `minSubmissions <= maxSubmissions <= oracle count`, and `minSubmissions > 0` if any oracle;
    /// - `restartDelay_` below the oracle count (if any oracle);
    /// - the available funds cover two rounds of `paymentAmount_` to every oracle.
    function updateFutureRounds(
        uint128 paymentAmount_,
        uint32 minSubmissions,
        uint32 maxSubmissions,
        uint32 restartDelay_,
        uint32 timeout_
    ) external onlyOwner {
        _updateFutureRounds(paymentAmount_, minSubmissions, maxSubmissions, restartDelay_, timeout_);
    }

    /// @notice Withdraws `amount` of the funds not owed to oracles to `recipient`.
    ///
    /// Requirements:
    /// - the caller is the owner;
    /// - the available funds minus the two-round reserve cover `amount`.
    function withdrawFunds(address recipient, uint256 amount) external onlyOwner nonReentrant {
        uint256 available = _funds.available;
        uint256 required = _requiredReserve(_paymentAmount) + amount;
        if (available < required) revert InsufficientFunds(available, required);
        // amount <= available, which fits in uint128.
        unchecked {
            _funds.available = uint128(available - amount);
        }
        emit AvailableFundsUpdated(available - amount);
        _token.safeTransfer(recipient, amount);
        updateAvailableFunds();
    }

    /// @notice Counts tokens sent to the contract since the last update as available funds.
    function updateAvailableFunds() public {
        uint256 nowAvailable = _token.balanceOf(address(this)) - _funds.allocated;
        if (_funds.available != nowAvailable) {
            _funds.available = uint128(nowAvailable);
            emit AvailableFundsUpdated(nowAvailable);
        }
    }

    // ---------------------------------------------------------------- reads

    /// @inheritdoc AggregatorV3Interface
    /// @dev Reverts with {NoDataPresent} for a round not answered (or not yet closed by a timeout).
    function getRoundData(uint80 roundId)
        public
        view
        override
        checkAccess
        returns (uint80, int256, uint256, uint256, uint80)
    {
        if (roundId > ROUND_MAX) revert NoDataPresent(roundId);
        Round storage round = _rounds[uint32(roundId)];
        if (round.answeredInRound == 0 || round.updatedAt == 0) revert NoDataPresent(roundId);
        return (roundId, round.answer, round.startedAt, round.updatedAt, round.answeredInRound);
    }

    /// @inheritdoc AggregatorV3Interface
    /// @dev The latest answered round; reverts with {NoDataPresent} before the first answer.
    function latestRoundData() external view override returns (uint80, int256, uint256, uint256, uint80) {
        return getRoundData(_latestRoundId);
    }

    /// @inheritdoc AggregatorV3Interface
    function decimals() external view override returns (uint8) {
        return _decimals;
    }

    /// @inheritdoc AggregatorV3Interface
    function description() external view override returns (string memory) {
        return _description;
    }

    /// @notice The payment token.
    function linkToken() external view returns (IERC20) {
        return _token;
    }

    /// @notice Paid per submission in rounds started from now.
    function paymentAmount() external view returns (uint128) {
        return _paymentAmount;
    }

    /// @notice Submissions that answer a round started from now.
    function minSubmissionCount() external view returns (uint32) {
        return _minSubmissionCount;
    }

    /// @notice Submissions a round started from now accepts.
    function maxSubmissionCount() external view returns (uint32) {
        return _maxSubmissionCount;
    }

    /// @notice Rounds an oracle must let pass between two rounds it starts.
    function restartDelay() external view returns (uint32) {
        return _restartDelay;
    }

    /// @notice Seconds after which an unanswered round started from now may be superseded.
    function timeout() external view returns (uint32) {
        return _timeout;
    }

    /// @notice Funds not yet owed to any oracle.
    function availableFunds() external view returns (uint128) {
        return _funds.available;
    }

    /// @notice Funds owed to oracles and not yet withdrawn.
    function allocatedFunds() external view returns (uint128) {
        return _funds.allocated;
    }

    /// @notice The enabled oracles.
    function getOracles() external view returns (address[] memory) {
        return _oracleAddresses;
    }

    /// @notice How many oracles are enabled.
    function oracleCount() public view returns (uint8) {
        // At most MAX_ORACLE_COUNT (77) entries.
        return uint8(_oracleAddresses.length);
    }

    // ---------------------------------------------------------------- internals

    function _updateFutureRounds(
        uint128 paymentAmount_,
        uint32 minSubmissions,
        uint32 maxSubmissions,
        uint32 restartDelay_,
        uint32 timeout_
    ) private {
        uint256 count = _oracleAddresses.length;
        if (minSubmissions > maxSubmissions || maxSubmissions > count || (count > 0 && minSubmissions == 0)) {
            revert InvalidSubmissionCounts(minSubmissions, maxSubmissions, count);
        }
        if (count > 0 && restartDelay_ >= count) revert RestartDelayTooLong(restartDelay_, count);
        uint256 required = _requiredReserve(paymentAmount_);
        if (_funds.available < required) revert InsufficientFunds(_funds.available, required);
        _paymentAmount = paymentAmount_;
        _minSubmissionCount = minSubmissions;
        _maxSubmissionCount = maxSubmissions;
        _restartDelay = restartDelay_;
        _timeout = timeout_;
        emit RoundDetailsUpdated(paymentAmount_, minSubmissions, maxSubmissions, restartDelay_, timeout_);
    }

    function _addOracle(address oracle, address admin) private {
        OracleStatus storage status = _oracles[oracle];
        if (status.endingRound == ROUND_MAX) revert OracleAlreadyEnabled(oracle);
        if (admin == address(0)) revert ZeroAdmin(oracle);
        if (status.admin != address(0) && status.admin != admin) revert AdminAlreadySet(oracle, status.admin);
        uint32 current = _reportingRoundId;
        // A re-added oracle removed during this round may still finish it.
        status.startingRound = current != 0 && current == status.endingRound ? current : current + 1;
        status.endingRound = ROUND_MAX;
        status.index = uint16(_oracleAddresses.length);
        status.admin = admin;
        _oracleAddresses.push(oracle);
        emit OraclePermissionsUpdated(oracle, true);
        emit OracleAdminUpdated(oracle, admin);
    }

    function _removeOracle(address oracle) private {
        OracleStatus storage status = _oracles[oracle];
        if (status.endingRound != ROUND_MAX) revert OracleNotEnabled(oracle);
        status.endingRound = _reportingRoundId + 1;
        address tail = _oracleAddresses[_oracleAddresses.length - 1];
        uint16 index = status.index;
        _oracleAddresses[index] = tail;
        _oracles[tail].index = index;
        _oracleAddresses.pop();
        status.index = 0;
        emit OraclePermissionsUpdated(oracle, false);
    }

    function _oracleInitializeNewRound(uint32 roundId) private {
        if (roundId != _reportingRoundId + 1) return;
        OracleStatus storage status = _oracles[msg.sender];
        uint32 lastStarted = status.lastStartedRound;
        uint32 delay = _restartDelay;
        if (lastStarted != 0 && roundId <= uint256(lastStarted) + delay) {
            revert RestartDelayNotElapsed(msg.sender, lastStarted, delay);
        }
        _initializeNewRound(roundId);
        status.lastStartedRound = roundId;
    }

    function _initializeNewRound(uint32 roundId) private {
        _closeTimedOutRound(roundId - 1);
        _reportingRoundId = roundId;
        RoundDetails storage details = _details[roundId];
        details.maxSubmissions = _maxSubmissionCount;
        details.minSubmissions = _minSubmissionCount;
        details.timeout = _timeout;
        details.paymentAmount = _paymentAmount;
        _rounds[roundId].startedAt = uint64(block.timestamp);
        emit NewRound(roundId, msg.sender, block.timestamp);
    }

    /// @dev Closes an unanswered, timed-out round with the previous round's answer.
    function _closeTimedOutRound(uint32 roundId) private {
        if (!_timedOut(roundId)) return;
        Round storage previous = _rounds[roundId - 1];
        Round storage round = _rounds[roundId];
        round.answer = previous.answer;
        round.answeredInRound = previous.answeredInRound;
        round.updatedAt = uint64(block.timestamp);
        delete _details[roundId];
    }

    function _recordSubmission(int256 submission, uint32 roundId) private {
        if (!_acceptingSubmissions(roundId)) revert RoundNotAcceptingSubmissions(roundId);
        _details[roundId].submissions.push(submission);
        OracleStatus storage status = _oracles[msg.sender];
        status.lastReportedRound = roundId;
        status.latestSubmission = submission;
        emit SubmissionReceived(submission, roundId, msg.sender);
    }

    function _updateRoundAnswer(uint32 roundId) private {
        RoundDetails storage details = _details[roundId];
        if (details.submissions.length < details.minSubmissions) return;
        int256 answer = Median.calculateInPlace(details.submissions);
        Round storage round = _rounds[roundId];
        round.answer = answer;
        round.updatedAt = uint64(block.timestamp);
        round.answeredInRound = roundId;
        // An oracle may still answer the previous round while the current one is open.
        if (roundId > _latestRoundId) _latestRoundId = roundId;
        emit AnswerUpdated(answer, roundId, block.timestamp);
    }

    function _payOracle(uint32 roundId) private {
        uint128 payment = _details[roundId].paymentAmount;
        Funds memory funds = _funds;
        if (funds.available < payment) revert InsufficientFunds(funds.available, payment);
        // payment <= available, and allocated + payment <= token balance < 2^128 for any real token.
        unchecked {
            funds.available -= payment;
            funds.allocated += payment;
        }
        _funds = funds;
        _oracles[msg.sender].withdrawable += payment;
        emit AvailableFundsUpdated(funds.available);
    }

    function _validateOracleRound(address oracle, uint32 roundId) private view returns (Rejection) {
        OracleStatus storage status = _oracles[oracle];
        uint32 current = _reportingRoundId;
        if (status.startingRound == 0) return Rejection.NotEnabled;
        if (status.startingRound > roundId) return Rejection.NotYetEnabled;
        if (status.endingRound < roundId) return Rejection.NoLongerAllowed;
        if (status.lastReportedRound >= roundId) return Rejection.AlreadyReported;
        bool previousWhileCurrentOpen = roundId + 1 == current && _rounds[current].updatedAt == 0;
        if (roundId != current && roundId != current + 1 && !previousWhileCurrentOpen) return Rejection.InvalidRound;
        if (roundId != 1 && !_supersedable(roundId - 1)) return Rejection.PreviousRoundNotSupersedable;
        return Rejection.None;
    }

    function _acceptingSubmissions(uint32 roundId) private view returns (bool) {
        return _details[roundId].maxSubmissions != 0;
    }

    function _supersedable(uint32 roundId) private view returns (bool) {
        return _rounds[roundId].updatedAt > 0 || _timedOut(roundId);
    }

    function _timedOut(uint32 roundId) private view returns (bool) {
        uint64 startedAt = _rounds[roundId].startedAt;
        uint32 roundTimeout = _details[roundId].timeout;
        return _rounds[roundId].updatedAt == 0 && startedAt > 0 && roundTimeout > 0
            && uint256(startedAt) + roundTimeout < block.timestamp;
    }

    function _delayed(address oracle, uint32 roundId) private view returns (bool) {
        uint32 lastStarted = _oracles[oracle].lastStartedRound;
        return lastStarted == 0 || roundId > uint256(lastStarted) + _restartDelay;
    }

    function _requiredReserve(uint256 payment) private view returns (uint256) {
        return payment * _oracleAddresses.length * RESERVE_ROUNDS;
    }
}

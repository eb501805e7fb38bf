// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {AggregatorV3Interface} from "../interfaces/AggregatorV3Interface.sol";

/// @title GriddlePrediction
/// @notice The bull/bear game of spec 001: in each round players bet native coin that the price at
/// the round's `endBlock` will be above (Bull) or below (Bear) the price at its `lockBlock`. Round n
/// takes bets from its start until `lockBlock`, then is live until `endBlock`; the next round starts
/// when round n locks. Winners share `rewardAmount` (the pot less the treasury's cut) pro rata to their
/// bets. ABI-compatible with PancakeSwap's block-based prediction where the spec names a call.
/// @dev Rules that differ from PancakeSwap's, each on purpose:
/// - Prices are chosen by block, not by caller: the lock (close) price is the oracle round whose
///   `updatedAt` is the latest at or before the lock (end) block's time, found by walking back from
///   the latest round at most `MAX_ORACLE_LOOKBACK` steps. A block's time is the executing block's
///   timestamp less `blockTime` seconds per block since it, so an execution anywhere in the buffer
///   reads the same oracle round (chains that, like BSC, make blocks at a fixed cadence).
/// - An oracle answer older than `oracleUpdateAllowance` at that time, or whose round id is not newer
///   than the one the previous lock (or this round's lock) used, or that does not fit 128 bits, is
///   refused: the round is cancelled instead of priced, so a stale feed never decides a round and the
///   game carries on.
/// - A missed keeper window never stalls the game: once `bufferBlocks` past the lock block anyone may
///   `catchUp`, which cancels the two unexecuted rounds and starts a new one, in constant work.
/// - A tie (close == lock) or a round where nobody bet on the winning side has no winners: everyone
///   is refunded in full and the treasury takes nothing. Cancelled rounds are refunded in full too.
///   A round where everyone bet on the winning side pays them the pot less the treasury's cut (the
///   house fee only), as any round with winners does.
/// - Fee rates are copied into each round when it starts, so a rate change only affects later rounds.
/// - The last winner to claim a round is paid what is left of its `rewardAmount`, so the rounding of
///   the others' shares (at most one wei each) is never locked in the contract.
contract GriddlePrediction is ReentrancyGuard {
    using SafeERC20 for IERC20;

    /// @notice A bet's side. Bull (0) wins when the close price is above the lock price.
    enum Position {
        Bull,
        Bear
    }

    /// @notice One round as `rounds` returns it (spec 001 section 3, on-chain round).
    struct RoundInfo {
        uint256 epoch;
        uint256 startBlock;
        uint256 lockBlock;
        uint256 endBlock;
        int256 lockPrice;
        int256 closePrice;
        uint256 lockOracleId;
        uint256 closeOracleId;
        uint256 totalAmount;
        uint256 bullAmount;
        uint256 bearAmount;
        uint256 rewardBaseCalAmount;
        uint256 rewardAmount;
        bool oracleCalled;
        bool cancelled;
        uint256 rewardRate;
        uint256 treasuryRate;
    }

    /// @notice One bet, as `ledger` and `getUserRounds` return it.
    struct BetInfo {
        Position position;
        uint256 amount;
        bool claimed;
    }

    /// @dev Six slots; bets touch only `amounts`, claims read the first and the last two.
    struct Round {
        uint40 startBlock;
        uint40 lockBlock;
        uint40 endBlock;
        uint8 rewardRate;
        uint8 treasuryRate;
        bool oracleCalled;
        bool cancelled;
        // Indexed by Position: both sides' totals in one slot, reached by the same code.
        uint128[2] amounts;
        int128 lockPrice;
        int128 closePrice;
        uint80 lockOracleId;
        uint80 closeOracleId;
        uint128 rewardBaseCalAmount;
        uint128 rewardAmount;
        // What the winners who have not claimed yet bet, and what is left to pay them.
        uint128 unpaidBase;
        uint128 unpaidReward;
    }

    /// @dev One slot per bet, whichever the side.
    struct Bet {
        Position position;
        uint128 amount;
        bool claimed;
    }

    /// @notice Rates are out of this.
    uint256 public constant TOTAL_RATE = 100;
    /// @notice Highest treasury rate: 10 of 100.
    uint256 public constant MAX_TREASURY_RATE = 10;
    /// @notice Longest round phase, in blocks (a day of 3-second blocks).
    uint256 public constant MAX_INTERVAL_BLOCKS = 28_800;
    /// @notice Highest minimum bet.
    uint256 public constant MAX_MIN_BET_AMOUNT = 10 ether;
    /// @notice Longest `oracleUpdateAllowance`, in seconds.
    uint256 public constant MAX_ORACLE_UPDATE_ALLOWANCE = 1 hours;
    /// @notice Most oracle rounds one price lookup walks back through.
    uint256 public constant MAX_ORACLE_LOOKBACK = 16;

    /// @notice Seconds between blocks, used to date past blocks.
    uint256 public immutable blockTime;

    // One slot, read by every bet.
    uint64 private _currentEpoch;
    uint40 private _currentLockBlock;
    bool private _paused;
    bool private _genesisStartOnce;
    bool private _genesisLockOnce;

    address private _admin;
    address private _operator;
    AggregatorV3Interface private _oracle;
    uint80 private _oracleLatestRoundId;
    uint256 private _oracleUpdateAllowance = 300;
    uint256 private _intervalBlocks = 100;
    uint256 private _bufferBlocks = 20;
    uint256 private _minBetAmount = 1e15;
    uint256 private _treasuryRate = 3;
    uint256 private _treasuryAmount;

    mapping(uint256 epoch => Round) private _rounds;
    mapping(uint256 epoch => mapping(address user => Bet)) private _ledger;
    // uint64 epochs pack four to a slot, so most bets do not open a new slot for the list.
    mapping(address user => uint64[]) private _userRounds;

    event BetBull(address indexed sender, uint256 indexed epoch, uint256 amount);
    event BetBear(address indexed sender, uint256 indexed epoch, uint256 amount);
    event Claim(address indexed sender, uint256 indexed epoch, uint256 amount);
    event StartRound(uint256 indexed epoch);
    event LockRound(uint256 indexed epoch, uint256 indexed roundId, int256 price);
    event EndRound(uint256 indexed epoch, uint256 indexed roundId, int256 price);
    event CancelRound(uint256 indexed epoch);
    event RewardsCalculated(
        uint256 indexed epoch, uint256 rewardBaseCalAmount, uint256 rewardAmount, uint256 treasuryAmount
    );
    event Pause(uint256 indexed epoch);
    event Unpause(uint256 indexed epoch);
    event NewAdminAddress(address admin);
    event NewOperatorAddress(address operator);
    event NewOracle(address oracle);
    event NewOracleUpdateAllowance(uint256 oracleUpdateAllowance);
    event NewBufferAndIntervalBlocks(uint256 bufferBlocks, uint256 intervalBlocks);
    event NewMinBetAmount(uint256 indexed epoch, uint256 minBetAmount);
    event NewTreasuryRate(uint256 indexed epoch, uint256 treasuryRate);
    event TreasuryClaim(uint256 amount);
    event TokenRecovery(address indexed token, uint256 amount);

    /// @notice The caller is not the admin.
    error NotAdmin(address caller);
    /// @notice The caller is not the operator.
    error NotOperator(address caller);
    /// @notice The caller is neither admin nor operator.
    error NotAdminOrOperator(address caller);
    /// @notice Bets and claims come from externally owned accounts only (see `betBull`).
    error NotExternallyOwned(address caller);
    /// @notice The game is paused.
    error Paused();
    /// @notice The game is not paused.
    error NotPaused();
    /// @notice The round does not take bets now.
    error RoundNotBettable(uint256 epoch, uint256 currentEpoch, uint256 lockBlock);
    /// @notice The bet is below the minimum.
    error BetTooSmall(uint256 amount, uint256 minBetAmount);
    /// @notice The bet does not fit 128 bits.
    error BetTooLarge(uint256 amount);
    /// @notice The user already bet in this round.
    error AlreadyBet(uint256 epoch, address user);
    /// @notice The bet is neither claimable nor refundable.
    error NotClaimable(uint256 epoch, address user);
    /// @notice Genesis start already ran, or genesis lock ran / not yet.
    error GenesisOutOfOrder();
    /// @notice Too early to lock the current round.
    error TooEarly(uint256 blockNumber, uint256 lockBlock);
    /// @notice Past the buffer: only `catchUp` may move the game on.
    error TooLate(uint256 blockNumber, uint256 lastBlock);
    /// @notice Still within the buffer: the round can be executed, so there is nothing to catch up.
    error NothingToCatchUp(uint256 blockNumber, uint256 lastBlock);
    /// @notice A setter's value is out of its bounds.
    error InvalidValue(uint256 value, uint256 bound);
    /// @notice The zero address.
    error ZeroAddress();
    /// @notice A native transfer failed.
    error TransferFailed(address to, uint256 amount);

    modifier onlyAdmin() {
        if (msg.sender != _admin) revert NotAdmin(msg.sender);
        _;
    }

    modifier onlyOperator() {
        if (msg.sender != _operator) revert NotOperator(msg.sender);
        _;
    }

    modifier onlyAdminOrOperator() {
        if (msg.sender != _admin && msg.sender != _operator) revert NotAdminOrOperator(msg.sender);
        _;
    }

    modifier onlyExternallyOwned() {
        if (msg.sender != tx.origin) revert NotExternallyOwned(msg.sender);
        _;
    }

    modifier whenNotPaused() {
        if (_paused) revert Paused();
        _;
    }

    modifier whenPaused() {
        if (!_paused) revert NotPaused();
        _;
    }

    /// @param oracle_ The price feed.
    /// @param admin_ Changes settings, pauses, claims the treasury.
    /// @param operator_ Runs genesis and rounds.
    /// @param blockTime_ Seconds per block on this chain (3 on BSC and locally).
    constructor(AggregatorV3Interface oracle_, address admin_, address operator_, uint256 blockTime_) {
        if (address(oracle_) == address(0) || admin_ == address(0) || operator_ == address(0)) revert ZeroAddress();
        if (blockTime_ == 0) revert InvalidValue(0, 1);
        _oracle = oracle_;
        _admin = admin_;
        _operator = operator_;
        blockTime = blockTime_;
    }

    // ---------------------------------------------------------------- players

    /// @notice Bets `msg.value` that round `epoch` closes above its lock price.
    /// @dev Only externally owned accounts may bet: `msg.sender == tx.origin`. This blocks contracts
    /// (which could bundle a bet with a read of the round's state in one call) and admits EIP-7702
    /// delegated accounts, whose code makes PancakeSwap's `extcodesize == 0` check reject them although
    /// they are people's wallets. Smart-contract wallets (ERC-4337 accounts) are refused as any other
    /// contract; a delegated EOA is how such a wallet plays.
    ///
    /// Requirements:
    /// - the caller is externally owned; the game is not paused;
    /// - `epoch` is the current round and its lock block is not reached;
    /// - `msg.value` is at least `minBetAmount`; the caller has not bet in this round.
    function betBull(uint256 epoch) external payable {
        _bet(epoch, Position.Bull);
    }

    /// @notice Bets `msg.value` that round `epoch` closes below its lock price. Same rules as `betBull`.
    function betBear(uint256 epoch) external payable {
        _bet(epoch, Position.Bear);
    }

    /// @notice Collects winnings and refunds of `epochs` in one transfer.
    ///
    /// Requirements:
    /// - the caller is externally owned;
    /// - every epoch is `claimable` or `refundable` for the caller.
    function claim(uint256[] calldata epochs) external nonReentrant onlyExternallyOwned {
        uint256 total;
        for (uint256 i = 0; i < epochs.length; ++i) {
            uint256 epoch = epochs[i];
            Bet storage bet = _ledger[epoch][msg.sender];
            Round storage round = _rounds[epoch];
            uint256 amount;
            if (_claimable(round, bet)) {
                amount = _payWinner(round, bet.amount);
            } else if (_refundable(round, bet)) {
                amount = bet.amount;
            } else {
                revert NotClaimable(epoch, msg.sender);
            }
            bet.claimed = true;
            total += amount;
            emit Claim(msg.sender, epoch, amount);
        }
        _send(msg.sender, total);
    }

    // ---------------------------------------------------------------- rounds

    /// @notice Starts round 1 (or the first round after a pause).
    ///
    /// Requirements: the caller is the operator; not paused; genesis start has not run.
    function genesisStartRound() external onlyOperator whenNotPaused {
        if (_genesisStartOnce) revert GenesisOutOfOrder();
        _genesisStartOnce = true;
        _startRound(_currentEpoch + 1);
    }

    /// @notice Locks the genesis round and starts the next; same window as `executeRound`.
    ///
    /// Requirements: the caller is the operator; not paused; genesis start ran and genesis lock did not.
    function genesisLockRound() external onlyOperator whenNotPaused {
        if (!_genesisStartOnce || _genesisLockOnce) revert GenesisOutOfOrder();
        _genesisLockOnce = true;
        _execute();
    }

    /// @notice Closes the live round, locks the current one and starts the next. The prices depend on
    /// the rounds' blocks only, never on when within the window this is called.
    ///
    /// Requirements: the caller is the operator; not paused; genesis lock ran; the block is within
    /// `bufferBlocks` after the current round's lock block.
    function executeRound() external onlyOperator whenNotPaused {
        if (!_genesisLockOnce) revert GenesisOutOfOrder();
        _execute();
    }

    /// @notice After a missed window, anyone moves the game on: the current and the live round are
    /// cancelled (refundable in full, no fee) and a new round starts. Constant work per call.
    ///
    /// Requirements: not paused; genesis start ran; the block is past the current round's lock block
    /// plus `bufferBlocks`.
    function catchUp() external whenNotPaused {
        if (!_genesisStartOnce) revert GenesisOutOfOrder();
        uint256 lastBlock = _currentLockBlock + _bufferBlocks;
        if (block.number <= lastBlock) revert NothingToCatchUp(block.number, lastBlock);
        uint256 epoch = _currentEpoch;
        _cancel(epoch);
        _cancelIfLive(epoch - 1);
        _startRound(epoch + 1);
    }

    // ---------------------------------------------------------------- admin

    /// @notice Pauses the game and cancels its open rounds, which become refundable. The operator must
    /// run genesis again after `unpause`.
    ///
    /// Requirements: the caller is the admin or the operator; not paused.
    function pause() external onlyAdminOrOperator whenNotPaused {
        _paused = true;
        uint256 epoch = _currentEpoch;
        if (_genesisStartOnce) {
            _cancel(epoch);
            _cancelIfLive(epoch - 1);
        }
        // No round takes bets until genesis runs again.
        _currentLockBlock = 0;
        _genesisStartOnce = false;
        _genesisLockOnce = false;
        emit Pause(epoch);
    }

    /// @notice Lifts the pause. Requirements: the caller is the admin; paused.
    function unpause() external onlyAdmin whenPaused {
        _paused = false;
        emit Unpause(_currentEpoch);
    }

    /// @notice Sets the round phase lengths, for rounds started from now.
    ///
    /// Requirements: the caller is the admin; paused; `bufferBlocks_ < intervalBlocks_ <= MAX_INTERVAL_BLOCKS`.
    function setBufferAndIntervalBlocks(uint256 bufferBlocks_, uint256 intervalBlocks_) external onlyAdmin whenPaused {
        if (intervalBlocks_ > MAX_INTERVAL_BLOCKS) revert InvalidValue(intervalBlocks_, MAX_INTERVAL_BLOCKS);
        if (bufferBlocks_ >= intervalBlocks_) revert InvalidValue(bufferBlocks_, intervalBlocks_);
        _bufferBlocks = bufferBlocks_;
        _intervalBlocks = intervalBlocks_;
        emit NewBufferAndIntervalBlocks(bufferBlocks_, intervalBlocks_);
    }

    /// @notice Sets the minimum bet. Requirements: the caller is the admin; `0 < amount <= MAX_MIN_BET_AMOUNT`.
    function setMinBetAmount(uint256 amount) external onlyAdmin {
        if (amount == 0 || amount > MAX_MIN_BET_AMOUNT) revert InvalidValue(amount, MAX_MIN_BET_AMOUNT);
        _minBetAmount = amount;
        emit NewMinBetAmount(_currentEpoch, amount);
    }

    /// @notice Sets the treasury's cut for rounds started from now; `rewardRate` is the rest of 100.
    ///
    /// Requirements: the caller is the admin; `rate <= MAX_TREASURY_RATE`.
    function setTreasuryRate(uint256 rate) external onlyAdmin {
        if (rate > MAX_TREASURY_RATE) revert InvalidValue(rate, MAX_TREASURY_RATE);
        _treasuryRate = rate;
        emit NewTreasuryRate(_currentEpoch, rate);
    }

    /// @notice Sets how old an oracle answer may be at the block it prices.
    ///
    /// Requirements: the caller is the admin; `allowance <= MAX_ORACLE_UPDATE_ALLOWANCE`.
    function setOracleUpdateAllowance(uint256 allowance) external onlyAdmin {
        if (allowance > MAX_ORACLE_UPDATE_ALLOWANCE) revert InvalidValue(allowance, MAX_ORACLE_UPDATE_ALLOWANCE);
        _oracleUpdateAllowance = allowance;
        emit NewOracleUpdateAllowance(allowance);
    }

    /// @notice Replaces the price feed. Requirements: the caller is the admin; paused; not zero.
    function setOracle(AggregatorV3Interface oracle_) external onlyAdmin whenPaused {
        if (address(oracle_) == address(0)) revert ZeroAddress();
        _oracle = oracle_;
        _oracleLatestRoundId = 0;
        emit NewOracle(address(oracle_));
    }

    /// @notice Sets the operator. Requirements: the caller is the admin; not zero.
    function setOperator(address operator_) external onlyAdmin {
        if (operator_ == address(0)) revert ZeroAddress();
        _operator = operator_;
        emit NewOperatorAddress(operator_);
    }

    /// @notice Sets the admin. Requirements: the caller is the admin; not zero.
    function setAdmin(address admin_) external onlyAdmin {
        if (admin_ == address(0)) revert ZeroAddress();
        _admin = admin_;
        emit NewAdminAddress(admin_);
    }

    /// @notice Sends the treasury's accumulated cut to the admin. Requirements: the caller is the admin.
    function claimTreasury() external nonReentrant onlyAdmin {
        uint256 amount = _treasuryAmount;
        _treasuryAmount = 0;
        _send(msg.sender, amount);
        emit TreasuryClaim(amount);
    }

    /// @notice Sends tokens sent here by mistake to the admin (the game holds no tokens, only native
    /// coin). Requirements: the caller is the admin.
    function recoverToken(IERC20 token, uint256 amount) external onlyAdmin {
        token.safeTransfer(msg.sender, amount);
        emit TokenRecovery(address(token), amount);
    }

    // ---------------------------------------------------------------- views

    /// @notice Whether `user` won round `epoch` and has not claimed: false for anyone who did not bet.
    function claimable(uint256 epoch, address user) external view returns (bool) {
        return _claimable(_rounds[epoch], _ledger[epoch][user]);
    }

    /// @notice Whether `user`'s bet in round `epoch` is refunded in full (round cancelled, tie, or no
    /// bet on the winning side) and not yet claimed.
    function refundable(uint256 epoch, address user) external view returns (bool) {
        return _refundable(_rounds[epoch], _ledger[epoch][user]);
    }

    /// @notice Round `epoch`, every field of spec 001 section 3 plus its cancel flag and its rates.
    function rounds(uint256 epoch) external view returns (RoundInfo memory info) {
        Round storage r = _rounds[epoch];
        info = RoundInfo({
            epoch: r.startBlock == 0 ? 0 : epoch,
            startBlock: r.startBlock,
            lockBlock: r.lockBlock,
            endBlock: r.endBlock,
            lockPrice: r.lockPrice,
            closePrice: r.closePrice,
            lockOracleId: r.lockOracleId,
            closeOracleId: r.closeOracleId,
            totalAmount: uint256(r.amounts[0]) + r.amounts[1],
            bullAmount: r.amounts[0],
            bearAmount: r.amounts[1],
            rewardBaseCalAmount: r.rewardBaseCalAmount,
            rewardAmount: r.rewardAmount,
            oracleCalled: r.oracleCalled,
            cancelled: r.cancelled,
            rewardRate: r.rewardRate,
            treasuryRate: r.treasuryRate
        });
    }

    /// @notice `user`'s bet in round `epoch`.
    function ledger(uint256 epoch, address user) external view returns (Position position, uint256 amount, bool claimed) {
        Bet storage bet = _ledger[epoch][user];
        return (bet.position, bet.amount, bet.claimed);
    }

    /// @notice Up to `size` of `user`'s rounds from index `cursor` (oldest first), with the bets, and
    /// the cursor of the next page.
    function getUserRounds(address user, uint256 cursor, uint256 size)
        external
        view
        returns (uint256[] memory epochs, BetInfo[] memory bets, uint256 nextCursor)
    {
        uint64[] storage list = _userRounds[user];
        uint256 length = cursor >= list.length ? 0 : list.length - cursor;
        if (length > size) length = size;
        epochs = new uint256[](length);
        bets = new BetInfo[](length);
        for (uint256 i = 0; i < length; ++i) {
            uint256 epoch = list[cursor + i];
            Bet storage bet = _ledger[epoch][user];
            epochs[i] = epoch;
            bets[i] = BetInfo(bet.position, bet.amount, bet.claimed);
        }
        nextCursor = cursor + length;
    }

    /// @notice How many rounds `user` bet in.
    function getUserRoundsLength(address user) external view returns (uint256) {
        return _userRounds[user].length;
    }

    /// @notice The round taking bets (or the last one started).
    function currentEpoch() external view returns (uint256) {
        return _currentEpoch;
    }

    /// @notice Whether the game is paused.
    function paused() external view returns (bool) {
        return _paused;
    }

    /// @notice Whether genesis start ran since deployment or the last pause.
    function genesisStartOnce() external view returns (bool) {
        return _genesisStartOnce;
    }

    /// @notice Whether genesis lock ran since deployment or the last pause.
    function genesisLockOnce() external view returns (bool) {
        return _genesisLockOnce;
    }

    /// @notice The admin.
    function adminAddress() external view returns (address) {
        return _admin;
    }

    /// @notice The operator.
    function operatorAddress() external view returns (address) {
        return _operator;
    }

    /// @notice The price feed.
    function oracle() external view returns (AggregatorV3Interface) {
        return _oracle;
    }

    /// @notice The oracle round the last lock used.
    function oracleLatestRoundId() external view returns (uint256) {
        return _oracleLatestRoundId;
    }

    /// @notice How old, in seconds, an oracle answer may be at the block it prices.
    function oracleUpdateAllowance() external view returns (uint256) {
        return _oracleUpdateAllowance;
    }

    /// @notice Blocks from a round's start to its lock, and from its lock to its end.
    function intervalBlocks() external view returns (uint256) {
        return _intervalBlocks;
    }

    /// @notice Blocks after a lock block within which the round can be executed.
    function bufferBlocks() external view returns (uint256) {
        return _bufferBlocks;
    }

    /// @notice The smallest bet.
    function minBetAmount() external view returns (uint256) {
        return _minBetAmount;
    }

    /// @notice Winners' share of a pot for rounds started from now, out of 100.
    function rewardRate() external view returns (uint256) {
        return TOTAL_RATE - _treasuryRate;
    }

    /// @notice Treasury's share of a pot for rounds started from now, out of 100.
    function treasuryRate() external view returns (uint256) {
        return _treasuryRate;
    }

    /// @notice The treasury's cut not claimed yet.
    function treasuryAmount() external view returns (uint256) {
        return _treasuryAmount;
    }

    // ---------------------------------------------------------------- internals

    function _bet(uint256 epoch, Position position) private onlyExternallyOwned {
        if (_paused) revert Paused();
        uint256 lockBlock = _currentLockBlock;
        if (epoch != _currentEpoch || block.number >= lockBlock) {
            revert RoundNotBettable(epoch, _currentEpoch, lockBlock);
        }
        if (msg.value < _minBetAmount) revert BetTooSmall(msg.value, _minBetAmount);
        if (msg.value > type(uint128).max) revert BetTooLarge(msg.value);
        Bet storage bet = _ledger[epoch][msg.sender];
        if (bet.amount != 0) revert AlreadyBet(epoch, msg.sender);

        uint128 amount = uint128(msg.value);
        Round storage round = _rounds[epoch];
        // Both sides' totals share one slot and one code path. They cannot overflow: together they
        // never exceed the native coin's supply, far below 2^128.
        unchecked {
            round.amounts[uint8(position)] += amount;
        }
        (bet.position, bet.amount) = (position, amount);
        _userRounds[msg.sender].push(uint64(epoch));
        if (position == Position.Bull) emit BetBull(msg.sender, epoch, amount);
        else emit BetBear(msg.sender, epoch, amount);
    }

    function _execute() private {
        uint256 epoch = _currentEpoch;
        uint256 lockBlock = _currentLockBlock;
        if (block.number < lockBlock) revert TooEarly(block.number, lockBlock);
        uint256 lastBlock = lockBlock + _bufferBlocks;
        if (block.number > lastBlock) revert TooLate(block.number, lastBlock);
        _closeRound(epoch - 1);
        _lockRound(epoch);
        _startRound(epoch + 1);
    }

    function _startRound(uint256 epoch) private {
        Round storage round = _rounds[epoch];
        uint256 interval = _intervalBlocks;
        uint256 rate = _treasuryRate;
        // Block numbers fit 40 bits for tens of thousands of years at any cadence, and rates are at
        // most 100 (bounded by their setter).
        unchecked {
            uint40 lockBlock = uint40(block.number + interval);
            round.startBlock = uint40(block.number);
            round.lockBlock = lockBlock;
            round.endBlock = uint40(block.number + 2 * interval);
            round.rewardRate = uint8(TOTAL_RATE - rate);
            round.treasuryRate = uint8(rate);
            _currentLockBlock = lockBlock;
        }
        _currentEpoch = uint64(epoch);
        emit StartRound(epoch);
    }

    function _lockRound(uint256 epoch) private {
        Round storage round = _rounds[epoch];
        (bool ok, uint80 roundId, int128 price) = _priceAt(round.lockBlock, _oracleLatestRoundId);
        if (!ok) {
            _cancel(epoch);
            return;
        }
        _oracleLatestRoundId = roundId;
        (round.lockPrice, round.lockOracleId) = (price, roundId);
        emit LockRound(epoch, roundId, price);
    }

    /// @dev Closes a locked round and settles its rewards; does nothing for a round that never locked.
    function _closeRound(uint256 epoch) private {
        Round storage round = _rounds[epoch];
        uint80 lockOracleId = round.lockOracleId;
        if (lockOracleId == 0 || round.cancelled) return;
        (bool ok, uint80 roundId, int128 price) = _priceAt(round.endBlock, lockOracleId);
        if (!ok) {
            _cancel(epoch);
            return;
        }
        (round.closePrice, round.closeOracleId, round.oracleCalled) = (price, roundId, true);
        emit EndRound(epoch, roundId, price);

        int128 lockPrice = round.lockPrice;
        uint128[2] memory amounts = round.amounts;
        uint128 winners = price > lockPrice ? amounts[0] : price < lockPrice ? amounts[1] : 0;
        uint256 treasuryShare;
        uint128 reward;
        if (winners != 0) {
            uint256 total = uint256(amounts[0]) + amounts[1];
            treasuryShare = total * round.treasuryRate / TOTAL_RATE;
            reward = uint128(total - treasuryShare);
            (round.rewardBaseCalAmount, round.rewardAmount) = (winners, reward);
            (round.unpaidBase, round.unpaidReward) = (winners, reward);
            _treasuryAmount += treasuryShare;
        }
        emit RewardsCalculated(epoch, winners, reward, treasuryShare);
    }

    function _cancelIfLive(uint256 epoch) private {
        Round storage round = _rounds[epoch];
        if (round.lockOracleId != 0 && !round.oracleCalled && !round.cancelled) _cancel(epoch);
    }

    function _cancel(uint256 epoch) private {
        _rounds[epoch].cancelled = true;
        emit CancelRound(epoch);
    }

    /// @dev The oracle round at or before `blockNumber`'s time, if it is fresh enough, newer than
    /// `afterRoundId` and fits 128 bits.
    function _priceAt(uint256 blockNumber, uint80 afterRoundId)
        private
        view
        returns (bool ok, uint80 roundId, int128 price)
    {
        uint256 elapsed = (block.number - blockNumber) * blockTime;
        if (elapsed > block.timestamp) return (false, 0, 0);
        uint256 time;
        // Checked just above.
        unchecked {
            time = block.timestamp - elapsed;
        }
        AggregatorV3Interface feed = _oracle;
        (uint80 id, int256 answer,, uint256 updatedAt,) = feed.latestRoundData();
        for (uint256 steps = 0; updatedAt > time; ++steps) {
            if (steps == MAX_ORACLE_LOOKBACK || id <= afterRoundId + 1) return (false, 0, 0);
            // id > afterRoundId + 1 >= 1 here.
            unchecked {
                --id;
            }
            (, answer,, updatedAt,) = feed.getRoundData(id);
        }
        if (id <= afterRoundId || updatedAt == 0 || time - updatedAt > _oracleUpdateAllowance) return (false, 0, 0);
        if (answer > type(int128).max || answer < type(int128).min) return (false, 0, 0);
        return (true, id, int128(answer));
    }

    /// @dev Pays a winner its share of the reward; the last winner of the round gets what is left.
    function _payWinner(Round storage round, uint128 amount) private returns (uint256 payout) {
        uint128 unpaidBase = round.unpaidBase;
        uint128 unpaidReward = round.unpaidReward;
        payout = amount == unpaidBase ? unpaidReward : uint256(amount) * round.rewardAmount / round.rewardBaseCalAmount;
        // The winners' bets add up to unpaidBase, and each payout but the last is rounded down from its
        // share of the reward, so neither tracker can go below zero.
        unchecked {
            (round.unpaidBase, round.unpaidReward) = (unpaidBase - amount, unpaidReward - uint128(payout));
        }
    }

    function _claimable(Round storage round, Bet storage bet) private view returns (bool) {
        if (bet.amount == 0 || bet.claimed || !round.oracleCalled || round.rewardBaseCalAmount == 0) return false;
        return (round.closePrice > round.lockPrice) == (bet.position == Position.Bull);
    }

    function _refundable(Round storage round, Bet storage bet) private view returns (bool) {
        if (bet.amount == 0 || bet.claimed) return false;
        return round.cancelled || (round.oracleCalled && round.rewardBaseCalAmount == 0);
    }

    function _send(address to, uint256 amount) private {
        if (amount == 0) return;
        (bool success,) = to.call{value: amount}("");
        if (!success) revert TransferFailed(to, amount);
    }
}

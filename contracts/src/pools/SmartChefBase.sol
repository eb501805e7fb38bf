// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// @title SmartChefBase
/// @notice A staking pool paying `rewardPerBlock` of a pre-funded reward token from `startBlock` to
/// `bonusEndBlock`, shared by stake, with an optional per-user stake limit. Subclasses decide what is
/// staked (an ERC-20 or the native coin) through `_receiveStake` and `_sendStake`.
/// @dev What the pool promises, each held by counting rather than by reading balances:
/// - Principal: the staked total is counted, never read from a balance, and when the staked token is
///   also the reward token only the balance above that total may pay rewards, so a pool whose rewards
///   run dry reverts with `RewardBalanceTooLow` instead of paying one staker out of another's principal.
///   `emergencyWithdraw` pays no rewards, so principal can always leave.
/// - Solvency: a pool funded with its whole schedule (`rewardPerBlock * (bonusEndBlock - startBlock)`)
///   can always pay every harvest, since the owner can only take back `unallocatedRewards`.
/// - Earned rewards: `rewardsOwed` counts what has accrued to stakers and is not paid yet, and the owner
///   may take back only what is neither owed nor still scheduled (`unallocatedRewards`); to take the
///   scheduled rest, the owner first ends the schedule with `stopReward`.
/// - Rounding: each update adds `floor((reward * PRECISION_FACTOR + remainder) / totalStaked)` to
///   `accTokenPerShare` and carries the remainder to the next one, so no reward is ever lost to
///   rounding and, while the stake is unchanged, the accumulator is the same however often anyone
///   updates the pool. A staker is paid `floor(amount * (accTokenPerShare - snapshot) / PRECISION_FACTOR)`:
///   rounded down, so payouts never exceed what accrued, and a staker loses under 1 wei per settlement
///   of its own (those fractions stay counted as owed).
/// - Overflow: every product is bounded by `rewardPerBlock * (bonusEndBlock - startBlock) *
///   PRECISION_FACTOR`, which the schedule checks keep within `uint256` (`MAX_SCHEDULED_REWARD`).
///   A staker's product `amount * (accTokenPerShare - snapshot)` is at most the scheduled reward times
///   `PRECISION_FACTOR` whatever the stake: while `amount` is staked each update adds `d` to the
///   accumulator with `totalStaked * d <= reward * PRECISION_FACTOR + remainder`, `amount <= totalStaked`,
///   and the remainders only carry earlier rewards forward.
abstract contract SmartChefBase is Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    /// @notice A staker's position.
    /// @param amount Staked tokens.
    /// @param rewardDebt The `accTokenPerShare` the position was last settled at (PancakeSwap's name, kept
    /// for the ABI). A snapshot rather than `amount * accTokenPerShare`, so a large stake is never
    /// multiplied by the accumulator's whole history.
    struct UserInfo {
        uint256 amount;
        uint256 rewardDebt;
    }

    /// @notice The most reward decimals supported.
    uint8 public constant MAX_REWARD_DECIMALS = 30;

    /// @notice The token paid as reward.
    IERC20 public immutable rewardToken;
    /// @notice Scale of `accTokenPerShare`: 10^(48 - reward decimals), so that the part of a reward
    /// carried to the next update is under 1e-48 whole reward tokens per staked unit, and any pool of at
    /// most 1e29 whole reward tokens fits `uint256`.
    uint256 public immutable PRECISION_FACTOR;
    /// @notice The most reward tokens a schedule may pay, `type(uint256).max / PRECISION_FACTOR` (about
    /// 1.16e29 whole tokens): `rewardPerBlock * (bonusEndBlock - startBlock)` must stay within it.
    uint256 public immutable MAX_SCHEDULED_REWARD;

    /// @notice Reward tokens paid per block, shared by all stakers.
    uint256 public rewardPerBlock;
    /// @notice The first block that pays rewards.
    uint256 public startBlock;
    /// @notice The block after which nothing more is paid.
    uint256 public bonusEndBlock;
    /// @notice The block up to which `accTokenPerShare` is counted.
    uint256 public lastRewardBlock;
    /// @notice Reward earned per staked token since the start, times `PRECISION_FACTOR`, rounded down.
    uint256 public accTokenPerShare;
    /// @notice Whether stakes are capped per user.
    bool public hasUserLimit;
    /// @notice The most one user may have staked when `hasUserLimit` (0 otherwise).
    uint256 public poolLimitPerUser;
    /// @notice Each staker's position.
    mapping(address user => UserInfo) public userInfo;

    uint256 private _totalStaked;
    /// @dev Rewards accrued to stakers and not paid yet, plus 1: at least what all positions can claim.
    /// Like `_accRemainderPlusOne`, kept off zero so that updates never pay for a fresh storage write.
    uint256 private _rewardsOwedPlusOne = 1;
    /// @dev What the last update's division left, in reward tokens times `PRECISION_FACTOR`, plus 1.
    uint256 private _accRemainderPlusOne = 1;
    bool private immutable _rewardIsStake;

    /// @notice A withdrawal of `requested` exceeds the `staked` amount.
    error InsufficientStake(uint256 requested, uint256 staked);
    /// @notice A stake would bring the user to `total`, above the per-user `limit`.
    error StakeLimitExceeded(uint256 total, uint256 limit);
    /// @notice Paying `needed` reward tokens needs more than the `available` reward balance.
    error RewardBalanceTooLow(uint256 needed, uint256 available);
    /// @notice The change is only allowed before `startBlock`.
    error PoolAlreadyStarted(uint256 startBlock);
    /// @notice `startBlock` must be in the future and before `bonusEndBlock`.
    error InvalidBlockRange(uint256 startBlock, uint256 bonusEndBlock);
    /// @notice The per-user limit can only be raised, or lifted once set.
    error InvalidUserLimit(uint256 current, uint256 requested);
    /// @notice The reward token has more than `MAX_REWARD_DECIMALS` decimals.
    error UnsupportedDecimals(uint8 decimals);
    /// @notice `rewardPerBlock` over `blocks` would pay more than `MAX_SCHEDULED_REWARD`.
    error RewardScheduleTooLarge(uint256 rewardPerBlock, uint256 blocks);
    /// @notice The staked and reward tokens cannot be recovered as stray tokens.
    error NotRecoverable(address token);
    /// @notice The address must not be zero.
    error ZeroAddress();

    /// @notice `user` staked `amount`.
    event Deposit(address indexed user, uint256 amount);
    /// @notice `user` took `amount` out.
    event Withdraw(address indexed user, uint256 amount);
    /// @notice `user` took `amount` out and gave up its pending rewards.
    event EmergencyWithdraw(address indexed user, uint256 amount);
    /// @notice `user` was paid `amount` reward tokens.
    event RewardPaid(address indexed user, uint256 amount);
    /// @notice Rewards now run from `startBlock` to `endBlock`.
    event NewStartAndEndBlocks(uint256 startBlock, uint256 endBlock);
    /// @notice Rewards are now `rewardPerBlock` per block.
    event NewRewardPerBlock(uint256 rewardPerBlock);
    /// @notice The per-user limit is now `poolLimitPerUser` (0: none).
    event NewPoolLimit(uint256 poolLimitPerUser);
    /// @notice Rewards end at `blockNumber`.
    event RewardsStop(uint256 blockNumber);
    /// @notice The owner took back `amount` unallocated reward tokens.
    event RewardsWithdrawn(uint256 amount);
    /// @notice The owner took `amount` of `token`, sent to the pool by mistake.
    event TokensRecovered(address indexed token, uint256 amount);

    /// @param rewardToken_ The reward token; the pool must be funded with it.
    /// @param rewardIsStake Whether the staked token is `rewardToken_` itself.
    /// @param rewardPerBlock_ Reward tokens paid per block.
    /// @param startBlock_ The first rewarded block.
    /// @param bonusEndBlock_ The last rewarded block.
    /// @param poolLimitPerUser_ The per-user stake limit, 0 for none.
    /// @param admin May change rewards and limits before the start, stop rewards and take back unspent ones.
    /// Requirements:
    /// - `rewardToken_` and `admin` are not zero, and the reward token has at most 30 decimals;
    /// - `startBlock_` is before `bonusEndBlock_`, and the schedule pays at most `MAX_SCHEDULED_REWARD`.
    constructor(
        IERC20 rewardToken_,
        bool rewardIsStake,
        uint256 rewardPerBlock_,
        uint256 startBlock_,
        uint256 bonusEndBlock_,
        uint256 poolLimitPerUser_,
        address admin
    ) Ownable(admin) {
        if (address(rewardToken_) == address(0)) revert ZeroAddress();
        if (startBlock_ >= bonusEndBlock_) revert InvalidBlockRange(startBlock_, bonusEndBlock_);
        uint8 decimals = IERC20Metadata(address(rewardToken_)).decimals();
        if (decimals > MAX_REWARD_DECIMALS) revert UnsupportedDecimals(decimals);
        rewardToken = rewardToken_;
        _rewardIsStake = rewardIsStake;
        uint256 precision = 10 ** (48 - uint256(decimals));
        PRECISION_FACTOR = precision;
        MAX_SCHEDULED_REWARD = type(uint256).max / precision;
        _checkSchedule(type(uint256).max / precision, rewardPerBlock_, startBlock_, bonusEndBlock_);
        rewardPerBlock = rewardPerBlock_;
        startBlock = startBlock_;
        bonusEndBlock = bonusEndBlock_;
        lastRewardBlock = startBlock_;
        if (poolLimitPerUser_ > 0) {
            hasUserLimit = true;
            poolLimitPerUser = poolLimitPerUser_;
        }
    }

    /// @notice The tokens staked by everyone, as counted by deposits and withdrawals.
    function totalStaked() external view returns (uint256) {
        return _totalStaked;
    }

    /// @notice The reward tokens that can still be paid: the balance, less the stakers' principal when
    /// the staked token is the reward token.
    function rewardBalance() public view returns (uint256) {
        uint256 balance = rewardToken.balanceOf(address(this));
        if (!_rewardIsStake) return balance;
        uint256 principal = _totalStaked;
        return balance > principal ? balance - principal : 0;
    }

    /// @notice The rewards accrued to stakers up to this block and not paid yet, rounded up: what every
    /// staker could harvest now, together with the fractions of a wei that rounding kept back.
    function rewardsOwed() external view returns (uint256) {
        (,, uint256 accrued) = _accrual();
        return _rewardsOwedPlusOne - 1 + accrued;
    }

    /// @notice The reward tokens the owner may take back now: the reward balance less what is owed to
    /// stakers and what the rest of the schedule will pay.
    function unallocatedRewards() external view returns (uint256) {
        (,, uint256 accrued) = _accrual();
        uint256 settledTo = lastRewardBlock;
        if (block.number > settledTo) settledTo = block.number;
        return _unallocated(_rewardsOwedPlusOne - 1 + accrued, settledTo);
    }

    /// @notice The rewards `user` would receive by harvesting now.
    function pendingReward(address user) external view returns (uint256) {
        UserInfo storage position = userInfo[user];
        (uint256 acc,,) = _accrual();
        return _earned(position.amount, acc, position.rewardDebt);
    }

    /// @notice Takes `amount` out and harvests (0 only harvests).
    /// Requirements:
    /// - `amount` is at most the caller's stake;
    /// - the reward balance covers the caller's pending rewards (always, unless the pool was funded with
    ///   less than its schedule).
    function withdraw(uint256 amount) external nonReentrant {
        UserInfo storage position = userInfo[msg.sender];
        uint256 staked = position.amount;
        if (amount > staked) revert InsufficientStake(amount, staked);
        uint256 acc = _updatePool();
        uint256 pending = _earned(staked, acc, position.rewardDebt);
        if (amount > 0) {
            // Cannot underflow: checked against the stake above, and the total includes it.
            unchecked {
                staked -= amount;
                _totalStaked -= amount;
            }
            position.amount = staked;
        }
        position.rewardDebt = acc;
        if (amount > 0) _sendStake(msg.sender, amount);
        // Paid after the principal left, so `rewardBalance` no longer counts it.
        _payReward(pending);
        emit Withdraw(msg.sender, amount);
    }

    /// @notice Returns the caller's whole stake, forfeiting its pending rewards to the pool.
    /// @dev Pays no rewards, so no reward balance can stop it. It settles the pool first, so the blocks the
    /// caller was staked for are shared with the caller (and forfeited, no longer owed) rather than
    /// handed to the remaining stakers at the next update: what they earn must not depend on whether
    /// someone updated the pool in between. Nothing here can revert on arithmetic: see the contract's
    /// overflow note, and what is owed covers every position's claim.
    function emergencyWithdraw() external nonReentrant {
        uint256 acc = _updatePool();
        UserInfo storage position = userInfo[msg.sender];
        uint256 amount = position.amount;
        uint256 forfeited = _earned(amount, acc, position.rewardDebt);
        delete userInfo[msg.sender];
        _totalStaked -= amount;
        if (forfeited > 0) _rewardsOwedPlusOne -= forfeited;
        if (amount > 0) _sendStake(msg.sender, amount);
        emit EmergencyWithdraw(msg.sender, amount);
    }

    /// @notice Ends rewards at this block (or keeps an earlier end).
    /// Requirements:
    /// - the caller is the owner.
    function stopReward() external onlyOwner {
        _updatePool();
        if (block.number < bonusEndBlock) bonusEndBlock = block.number;
        emit RewardsStop(bonusEndBlock);
    }

    /// @notice Sends `amount` reward tokens that no staker has earned and the schedule does not need to
    /// the owner: never the stakers' principal, never rewards they accrued. Call `stopReward` first to
    /// take back the rewards of blocks still to come.
    /// Requirements:
    /// - the caller is the owner;
    /// - `amount` is at most `unallocatedRewards()`.
    function emergencyRewardWithdraw(uint256 amount) external onlyOwner nonReentrant {
        _updatePool();
        uint256 available = _unallocated(_rewardsOwedPlusOne - 1, lastRewardBlock);
        if (amount > available) revert RewardBalanceTooLow(amount, available);
        rewardToken.safeTransfer(msg.sender, amount);
        emit RewardsWithdrawn(amount);
    }

    /// @notice Sends `amount` of `token`, sent to the pool by mistake, to the owner.
    /// Requirements:
    /// - the caller is the owner;
    /// - `token` is neither the staked token nor the reward token.
    function recoverWrongTokens(address token, uint256 amount) external onlyOwner nonReentrant {
        if (token == address(rewardToken) || _isStakedToken(token)) revert NotRecoverable(token);
        IERC20(token).safeTransfer(msg.sender, amount);
        emit TokensRecovered(token, amount);
    }

    /// @notice Changes the reward per block. The pool does not check its funding: fund it for the new
    /// schedule, or harvests will revert with `RewardBalanceTooLow` once the balance runs out.
    /// Requirements:
    /// - the caller is the owner;
    /// - the pool has not started;
    /// - the schedule pays at most `MAX_SCHEDULED_REWARD`.
    function updateRewardPerBlock(uint256 newRewardPerBlock) external onlyOwner {
        if (block.number >= startBlock) revert PoolAlreadyStarted(startBlock);
        _checkSchedule(MAX_SCHEDULED_REWARD, newRewardPerBlock, startBlock, bonusEndBlock);
        rewardPerBlock = newRewardPerBlock;
        emit NewRewardPerBlock(newRewardPerBlock);
    }

    /// @notice Moves the reward period. As with `updateRewardPerBlock`, a longer period must be funded.
    /// Requirements:
    /// - the caller is the owner;
    /// - the pool has not started, and `newStartBlock` is in the future and before `newBonusEndBlock`;
    /// - the schedule pays at most `MAX_SCHEDULED_REWARD`.
    function updateStartAndEndBlocks(uint256 newStartBlock, uint256 newBonusEndBlock) external onlyOwner {
        if (block.number >= startBlock) revert PoolAlreadyStarted(startBlock);
        if (newStartBlock <= block.number || newStartBlock >= newBonusEndBlock) {
            revert InvalidBlockRange(newStartBlock, newBonusEndBlock);
        }
        _checkSchedule(MAX_SCHEDULED_REWARD, rewardPerBlock, newStartBlock, newBonusEndBlock);
        startBlock = newStartBlock;
        bonusEndBlock = newBonusEndBlock;
        lastRewardBlock = newStartBlock;
        emit NewStartAndEndBlocks(newStartBlock, newBonusEndBlock);
    }

    /// @notice Raises the per-user limit to `newLimit`, or lifts it when `userLimit` is false.
    /// Requirements:
    /// - the caller is the owner;
    /// - the pool has a limit, and `newLimit` is above it when `userLimit` is true.
    function updatePoolLimitPerUser(bool userLimit, uint256 newLimit) external onlyOwner {
        uint256 current = poolLimitPerUser;
        if (!hasUserLimit || (userLimit && newLimit <= current)) revert InvalidUserLimit(current, newLimit);
        if (userLimit) {
            poolLimitPerUser = newLimit;
        } else {
            hasUserLimit = false;
            poolLimitPerUser = 0;
        }
        emit NewPoolLimit(poolLimitPerUser);
    }

    /// @dev Stakes `amount` for the caller and harvests; the subclass's `deposit` calls it.
    function _deposit(uint256 amount) internal {
        UserInfo storage position = userInfo[msg.sender];
        uint256 acc = _updatePool();
        uint256 staked = position.amount;
        uint256 pending = _earned(staked, acc, position.rewardDebt);
        if (amount > 0) {
            // Pulled before the books change so a token that keeps a fee is credited with what arrived;
            // the caller's `nonReentrant` keeps the pool consistent meanwhile.
            uint256 received = _receiveStake(amount);
            staked += received;
            if (hasUserLimit && staked > poolLimitPerUser) revert StakeLimitExceeded(staked, poolLimitPerUser);
            position.amount = staked;
            _totalStaked += received;
        }
        position.rewardDebt = acc;
        _payReward(pending);
        emit Deposit(msg.sender, amount);
    }

    /// @dev Takes `amount` of the staked asset from the caller and returns what arrived.
    function _receiveStake(uint256 amount) internal virtual returns (uint256 received);

    /// @dev Sends `amount` of the staked asset to `to`.
    function _sendStake(address to, uint256 amount) internal virtual;

    /// @dev Whether `token` is the staked asset, which `recoverWrongTokens` must never send.
    function _isStakedToken(address token) internal view virtual returns (bool);

    function _payReward(uint256 amount) private {
        if (amount == 0) return;
        uint256 available = rewardBalance();
        if (amount > available) revert RewardBalanceTooLow(amount, available);
        // Stays at least 1: what is owed covers every position's claim (see the contract's rounding note).
        _rewardsOwedPlusOne -= amount;
        rewardToken.safeTransfer(msg.sender, amount);
        emit RewardPaid(msg.sender, amount);
    }

    /// @dev Settles rewards up to this block and returns `accTokenPerShare`.
    function _updatePool() private returns (uint256 acc) {
        uint256 remainder;
        uint256 accrued;
        (acc, remainder, accrued) = _accrual();
        if (block.number <= lastRewardBlock) return acc;
        if (accrued != 0) {
            accTokenPerShare = acc;
            _accRemainderPlusOne = remainder + 1;
            _rewardsOwedPlusOne += accrued;
        }
        lastRewardBlock = block.number;
    }

    /// @dev What an update now would make of `accTokenPerShare` and the remainder, and the rewards it
    /// would accrue (the remainder is only meaningful when something accrues). Blocks with nothing staked
    /// accrue nothing; their rewards stay unallocated.
    function _accrual() private view returns (uint256 acc, uint256 remainder, uint256 accrued) {
        acc = accTokenPerShare;
        uint256 last = lastRewardBlock;
        uint256 staked = _totalStaked;
        if (block.number <= last || staked == 0) return (acc, 0, 0);
        accrued = _multiplier(last, block.number) * rewardPerBlock;
        if (accrued == 0) return (acc, 0, 0);
        // At most the scheduled reward times `PRECISION_FACTOR`: each remainder is what earlier rewards
        // left, so the sum is bounded by all rewards ever accrued, which `_checkSchedule` keeps in range.
        uint256 scaled = accrued * PRECISION_FACTOR + (_accRemainderPlusOne - 1);
        acc += scaled / staked;
        remainder = scaled % staked;
    }

    /// @dev `amount` times the accumulator's growth since `snapshot`, in reward tokens, rounded down.
    function _earned(uint256 amount, uint256 acc, uint256 snapshot) private view returns (uint256) {
        return amount * (acc - snapshot) / PRECISION_FACTOR;
    }

    /// @dev The reward balance beyond `owed` and beyond what the schedule pays after `settledTo`.
    function _unallocated(uint256 owed, uint256 settledTo) private view returns (uint256) {
        uint256 end = bonusEndBlock;
        uint256 committed = owed + (end > settledTo ? (end - settledTo) * rewardPerBlock : 0);
        uint256 balance = rewardBalance();
        return balance > committed ? balance - committed : 0;
    }

    /// @dev Reverts unless `perBlock` over (`start`, `end`] pays at most `maxReward`.
    function _checkSchedule(uint256 maxReward, uint256 perBlock, uint256 start, uint256 end) private pure {
        uint256 blocks = end > start ? end - start : 0;
        if (perBlock != 0 && blocks > maxReward / perBlock) revert RewardScheduleTooLarge(perBlock, blocks);
    }

    /// @dev The rewarded blocks in (`from`, `to`], none after `bonusEndBlock`.
    function _multiplier(uint256 from, uint256 to) private view returns (uint256) {
        uint256 end = bonusEndBlock;
        if (to <= end) return to - from;
        if (from >= end) return 0;
        return end - from;
    }
}

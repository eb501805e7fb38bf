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
/// @dev The staked total is counted, never read from a balance, and when the staked token is also the
/// reward token only the balance above that total may pay rewards: a pool whose rewards run dry reverts
/// with `RewardBalanceTooLow` instead of paying one staker out of another's principal.
/// `emergencyWithdraw` never touches rewards, so principal can always leave.
abstract contract SmartChefBase is Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    /// @notice A staker's position.
    /// @param amount Staked tokens.
    /// @param rewardDebt `amount * accTokenPerShare / PRECISION_FACTOR` when last settled.
    struct UserInfo {
        uint256 amount;
        uint256 rewardDebt;
    }

    /// @notice The token paid as reward.
    IERC20 public immutable rewardToken;
    /// @notice Scale of `accTokenPerShare`: 10^(30 - reward decimals), so small rewards keep precision.
    uint256 public immutable PRECISION_FACTOR;

    /// @notice Reward tokens paid per block, shared by all stakers.
    uint256 public rewardPerBlock;
    /// @notice The first block that pays rewards.
    uint256 public startBlock;
    /// @notice The block after which nothing more is paid.
    uint256 public bonusEndBlock;
    /// @notice The block up to which `accTokenPerShare` is counted.
    uint256 public lastRewardBlock;
    /// @notice Reward earned per staked token since the start, times `PRECISION_FACTOR`.
    uint256 public accTokenPerShare;
    /// @notice Whether stakes are capped per user.
    bool public hasUserLimit;
    /// @notice The most one user may have staked when `hasUserLimit` (0 otherwise).
    uint256 public poolLimitPerUser;
    /// @notice Each staker's position.
    mapping(address user => UserInfo) public userInfo;

    uint256 private _totalStaked;
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
    /// @notice The reward token has more than 30 decimals.
    error UnsupportedDecimals(uint8 decimals);
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

    /// @param rewardToken_ The reward token; the pool must be funded with it.
    /// @param rewardIsStake Whether the staked token is `rewardToken_` itself.
    /// @param rewardPerBlock_ Reward tokens paid per block.
    /// @param startBlock_ The first rewarded block.
    /// @param bonusEndBlock_ The last rewarded block.
    /// @param poolLimitPerUser_ The per-user stake limit, 0 for none.
    /// @param admin May change rewards and limits before the start, stop rewards and take back unspent ones.
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
        if (decimals > 30) revert UnsupportedDecimals(decimals);
        rewardToken = rewardToken_;
        _rewardIsStake = rewardIsStake;
        PRECISION_FACTOR = 10 ** (30 - uint256(decimals));
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

    /// @notice The rewards `user` would receive by harvesting now.
    function pendingReward(address user) external view returns (uint256) {
        UserInfo storage position = userInfo[user];
        uint256 acc = accTokenPerShare;
        uint256 staked = _totalStaked;
        if (block.number > lastRewardBlock && staked != 0) {
            acc += _multiplier(lastRewardBlock, block.number) * rewardPerBlock * PRECISION_FACTOR / staked;
        }
        return position.amount * acc / PRECISION_FACTOR - position.rewardDebt;
    }

    /// @notice Takes `amount` out and harvests (0 only harvests).
    /// Requirements:
    /// - `amount` is at most the caller's stake;
    /// - the reward balance covers the caller's pending rewards.
    function withdraw(uint256 amount) external nonReentrant {
        UserInfo storage position = userInfo[msg.sender];
        uint256 staked = position.amount;
        if (amount > staked) revert InsufficientStake(amount, staked);
        uint256 acc = _updatePool();
        uint256 pending = staked * acc / PRECISION_FACTOR - position.rewardDebt;
        if (amount > 0) {
            // Cannot underflow: checked against the stake above, and the total includes it.
            unchecked {
                staked -= amount;
                _totalStaked -= amount;
            }
            position.amount = staked;
        }
        position.rewardDebt = staked * acc / PRECISION_FACTOR;
        if (amount > 0) _sendStake(msg.sender, amount);
        // Paid after the principal left, so `rewardBalance` no longer counts it.
        _payReward(pending);
        emit Withdraw(msg.sender, amount);
    }

    /// @notice Returns the caller's whole stake, forfeiting its pending rewards.
    function emergencyWithdraw() external nonReentrant {
        uint256 amount = userInfo[msg.sender].amount;
        delete userInfo[msg.sender];
        _totalStaked -= amount;
        if (amount > 0) _sendStake(msg.sender, amount);
        emit EmergencyWithdraw(msg.sender, amount);
    }

    /// @notice Ends rewards at this block.
    /// Requirements:
    /// - the caller is the owner.
    function stopReward() external onlyOwner {
        _updatePool();
        bonusEndBlock = block.number;
        emit RewardsStop(block.number);
    }

    /// @notice Sends `amount` unspent reward tokens to the owner, never the stakers' principal.
    /// Requirements:
    /// - the caller is the owner;
    /// - `amount` is at most `rewardBalance()`.
    function emergencyRewardWithdraw(uint256 amount) external onlyOwner nonReentrant {
        uint256 available = rewardBalance();
        if (amount > available) revert RewardBalanceTooLow(amount, available);
        rewardToken.safeTransfer(msg.sender, amount);
    }

    /// @notice Changes the reward per block.
    /// Requirements:
    /// - the caller is the owner;
    /// - the pool has not started.
    function updateRewardPerBlock(uint256 newRewardPerBlock) external onlyOwner {
        if (block.number >= startBlock) revert PoolAlreadyStarted(startBlock);
        rewardPerBlock = newRewardPerBlock;
        emit NewRewardPerBlock(newRewardPerBlock);
    }

    /// @notice Moves the reward period.
    /// Requirements:
    /// - the caller is the owner;
    /// - the pool has not started, and `newStartBlock` is in the future and before `newBonusEndBlock`.
    function updateStartAndEndBlocks(uint256 newStartBlock, uint256 newBonusEndBlock) external onlyOwner {
        if (block.number >= startBlock) revert PoolAlreadyStarted(startBlock);
        if (newStartBlock <= block.number || newStartBlock >= newBonusEndBlock) {
            revert InvalidBlockRange(newStartBlock, newBonusEndBlock);
        }
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
        uint256 pending = staked * acc / PRECISION_FACTOR - position.rewardDebt;
        if (amount > 0) {
            // Pulled before the books change so a token that keeps a fee is credited with what arrived;
            // the caller's `nonReentrant` keeps the pool consistent meanwhile.
            uint256 received = _receiveStake(amount);
            staked += received;
            if (hasUserLimit && staked > poolLimitPerUser) revert StakeLimitExceeded(staked, poolLimitPerUser);
            position.amount = staked;
            _totalStaked += received;
        }
        position.rewardDebt = staked * acc / PRECISION_FACTOR;
        _payReward(pending);
        emit Deposit(msg.sender, amount);
    }

    /// @dev Takes `amount` of the staked asset from the caller and returns what arrived.
    function _receiveStake(uint256 amount) internal virtual returns (uint256 received);

    /// @dev Sends `amount` of the staked asset to `to`.
    function _sendStake(address to, uint256 amount) internal virtual;

    function _payReward(uint256 amount) private {
        if (amount == 0) return;
        uint256 available = rewardBalance();
        if (amount > available) revert RewardBalanceTooLow(amount, available);
        rewardToken.safeTransfer(msg.sender, amount);
        emit RewardPaid(msg.sender, amount);
    }

    /// @dev Settles rewards up to this block and returns `accTokenPerShare`.
    function _updatePool() private returns (uint256 acc) {
        acc = accTokenPerShare;
        uint256 last = lastRewardBlock;
        if (block.number <= last) return acc;
        uint256 staked = _totalStaked;
        if (staked != 0) {
            acc += _multiplier(last, block.number) * rewardPerBlock * PRECISION_FACTOR / staked;
            accTokenPerShare = acc;
        }
        lastRewardBlock = block.number;
    }

    /// @dev The rewarded blocks in (`from`, `to`], none after `bonusEndBlock`.
    function _multiplier(uint256 from, uint256 to) private view returns (uint256) {
        uint256 end = bonusEndBlock;
        if (to <= end) return to - from;
        if (from >= end) return 0;
        return end - from;
    }
}

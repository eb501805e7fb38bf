// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {IMintableToken} from "../interfaces/IMintableToken.sol";
import {SyrupBar} from "./SyrupBar.sol";

/// @title MasterChef
/// @notice Emits `cakePerBlock` CAKE per block from `startBlock`, shared between pools by allocation
/// points and inside a pool by stake. Pool 0 is the manual CAKE pool (`enterStaking` / `leaveStaking`,
/// with SYRUP as its receipt); the other pools are farms entered with `deposit(pid, amount)`. Depositing
/// or leaving 0 harvests. ABI-compatible with PancakeSwap's MasterChef, without its migrator and dev cut.
/// @dev Rewards are minted to the staker when paid rather than to a reserve at each pool update, so the
/// contract never holds reward CAKE: pool 0's balance is its stakers' principal plus any donation.
/// Rounding: a pool's reward for the blocks since its last update and its `accCakePerShare` step are
/// both rounded down, so a pool's stakers are together owed at most what its allocation emitted, and
/// less by under `staked / 1e12 + 1` wei per update (`staked` being the pool's total then). A
/// payment is the difference of two rounded-down products (`amount * accCakePerShare / 1e12` now and at
/// the last settlement), which can exceed the staker's exact share by less than 1 wei: the CAKE ever
/// paid from a pool is at most its emission plus 1 wei per payment.
///
/// Each pool's staked total is counted on deposit and withdrawal, never read from a balance that a
/// donation could move, and a deposit is credited with what arrived (a fee-on-transfer token delivers
/// less than was sent; crediting the difference would leave the last staker's principal unbacked).
/// Tokens whose balances can shrink without a transfer (negative rebases) are not supported.
///
/// Overflow: no reachable state overflows within `BLOCK_HORIZON` blocks after `startBlock` (2^40,
/// over 100,000 years of 3-second blocks, 15,000 years of 0.45-second ones), for every owner setting
/// within its bound. With `cakePerBlock <= MAX_CAKE_PER_BLOCK < 2^74`, `allocPoint <= MAX_ALLOC_POINT
/// < 2^20` and every pool's staked total `<= MAX_POOL_STAKE = 2^128 - 1`:
/// - a pool's reward is computed as `blocks * cakePerBlock * allocPoint / totalAllocPoint`, whose
///   product is below 2^40 * 2^74 * 2^20 = 2^134, and the reward itself is at most `blocks * cakePerBlock < 2^114` (a pool's points are part of the total);
/// - an `accCakePerShare` step is `reward * 1e12 / staked`, largest when 1 wei is staked: below
///   2^114 * 2^40 = 2^154, and the steps of all updates add up to at most the same (their blocks add
///   up to at most 2^40), so `accCakePerShare < 2^154`;
/// - `amount * accCakePerShare` could reach 2^128 * 2^154 = 2^282, so it is computed with a 512-bit
///   intermediate (`Math.mulDiv`): the result, `amount * accCakePerShare / 1e12`, is below
///   2^128 * 2^114 = 2^242;
/// - CAKE ever minted is at most `2^40 * cakePerBlock < 2^114` plus the rounding above.
/// The contract must own CAKE for any reward to be paid.
contract MasterChef is Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    /// @notice A staker's position in one pool.
    /// @param amount Staked tokens.
    /// @param rewardDebt `amount * accCakePerShare / 1e12` when last settled: what is not theirs to claim.
    struct UserInfo {
        uint256 amount;
        uint256 rewardDebt;
    }

    /// @notice One pool.
    /// @param lpToken The staked token (CAKE for pool 0).
    /// @param allocPoint The pool's share of the emission, over `totalAllocPoint`.
    /// @param lastRewardBlock The block up to which `accCakePerShare` is counted.
    /// @param accCakePerShare CAKE earned per staked token since the pool began, times 1e12.
    struct PoolInfo {
        IERC20 lpToken;
        uint256 allocPoint;
        uint256 lastRewardBlock;
        uint256 accCakePerShare;
    }

    /// @notice Highest `cakePerBlock`: 10,000 CAKE, 250 times the spec's 40 (see the overflow bounds above).
    uint256 public constant MAX_CAKE_PER_BLOCK = 10_000e18;
    /// @notice Highest `allocPoint` of one pool: 1,000,000 (10,000X at 100 points per X).
    uint256 public constant MAX_ALLOC_POINT = 1_000_000;
    /// @notice Highest staked total of one pool: 2^128 - 1 base units.
    uint256 public constant MAX_POOL_STAKE = type(uint128).max;
    /// @notice Blocks after `startBlock` over which no reachable state overflows: 2^40.
    uint256 public constant BLOCK_HORIZON = 2 ** 40;

    uint256 private constant _ACC_PRECISION = 1e12;

    /// @notice The emitted token.
    IMintableToken public immutable cake;
    /// @notice The receipt of pool 0 stakes, owned by this contract.
    SyrupBar public immutable syrup;
    /// @notice CAKE emitted per block, across all pools.
    uint256 public immutable cakePerBlock;
    /// @notice The first block that emits CAKE.
    uint256 public immutable startBlock;

    /// @notice Every pool, by pid.
    PoolInfo[] public poolInfo;
    /// @notice Each staker's position, by pid.
    mapping(uint256 pid => mapping(address user => UserInfo)) public userInfo;
    /// @notice The sum of every pool's `allocPoint`.
    uint256 public totalAllocPoint;

    mapping(uint256 pid => uint256) private _staked;
    mapping(IERC20 token => bool) private _listed;

    /// @notice `pid` is not a pool.
    error UnknownPool(uint256 pid);
    /// @notice Pool 0 is entered with `enterStaking` and left with `leaveStaking`, not by pid.
    error UseStakingForCakePool();
    /// @notice `token` already has a pool.
    error TokenAlreadyListed(address token);
    /// @notice A withdrawal of `requested` exceeds the `staked` amount.
    error InsufficientStake(uint256 requested, uint256 staked);
    /// @notice The address must not be zero.
    error ZeroAddress();
    /// @notice `allocPoint` is above `MAX_ALLOC_POINT`.
    error AllocPointTooHigh(uint256 allocPoint, uint256 maximum);
    /// @notice `cakePerBlock` is above `MAX_CAKE_PER_BLOCK`.
    error CakePerBlockTooHigh(uint256 cakePerBlock, uint256 maximum);
    /// @notice A deposit would bring the pool's staked total to `total`, above `MAX_POOL_STAKE`.
    error PoolStakeTooLarge(uint256 total, uint256 maximum);

    /// @notice `user` staked `amount` in pool `pid`: what arrived, which a fee-on-transfer token makes
    /// less than what was sent.
    event Deposit(address indexed user, uint256 indexed pid, uint256 amount);
    /// @notice `user` took `amount` out of pool `pid`.
    event Withdraw(address indexed user, uint256 indexed pid, uint256 amount);
    /// @notice `user` took `amount` out of pool `pid` and gave up its pending rewards.
    event EmergencyWithdraw(address indexed user, uint256 indexed pid, uint256 amount);
    /// @notice `user` was paid `amount` CAKE earned in pool `pid`.
    event RewardPaid(address indexed user, uint256 indexed pid, uint256 amount);
    /// @notice Pool `pid` now stakes `lpToken` with `allocPoint`.
    event PoolSet(uint256 indexed pid, address indexed lpToken, uint256 allocPoint);

    /// @dev Requirements:
    /// - `cake_` is not zero;
    /// - `cakePerBlock_` is at most `MAX_CAKE_PER_BLOCK` and `cakePoolAllocPoint` at most `MAX_ALLOC_POINT`.
    /// @param cake_ The CAKE token; this contract must become its owner to pay rewards.
    /// @param cakePerBlock_ CAKE emitted per block (the spec's 40 CAKE: 40e18).
    /// @param startBlock_ The first block that emits; earlier blocks count from here.
    /// @param cakePoolAllocPoint The allocation points of pool 0, the manual CAKE pool.
    /// @param initialOwner May add pools and change their allocation points.
    constructor(
        IMintableToken cake_,
        uint256 cakePerBlock_,
        uint256 startBlock_,
        uint256 cakePoolAllocPoint,
        address initialOwner
    ) Ownable(initialOwner) {
        if (address(cake_) == address(0)) revert ZeroAddress();
        if (cakePerBlock_ > MAX_CAKE_PER_BLOCK) revert CakePerBlockTooHigh(cakePerBlock_, MAX_CAKE_PER_BLOCK);
        cake = cake_;
        syrup = new SyrupBar(address(this));
        cakePerBlock = cakePerBlock_;
        startBlock = startBlock_;
        _addPool(cakePoolAllocPoint, cake_);
    }

    /// @notice How many pools exist, pool 0 included.
    function poolLength() external view returns (uint256) {
        return poolInfo.length;
    }

    /// @notice The CAKE `user` would receive by harvesting pool `pid` now.
    function pendingCake(uint256 pid, address user) external view returns (uint256) {
        PoolInfo storage pool = _pool(pid);
        UserInfo storage position = userInfo[pid][user];
        uint256 accCakePerShare = pool.accCakePerShare;
        uint256 staked = _staked[pid];
        if (block.number > pool.lastRewardBlock && staked != 0) {
            accCakePerShare += _reward(pool) * _ACC_PRECISION / staked;
        }
        return _accrued(position.amount, accCakePerShare) - position.rewardDebt;
    }

    /// @notice The tokens staked in pool `pid`, as counted by deposits and withdrawals.
    function totalStaked(uint256 pid) external view returns (uint256) {
        _pool(pid);
        return _staked[pid];
    }

    /// @notice Opens a farm for `lpToken` with `allocPoint`.
    /// Requirements:
    /// - the caller is the owner;
    /// - `allocPoint` is at most `MAX_ALLOC_POINT`;
    /// - `lpToken` has no pool yet and is not SYRUP.
    /// @dev The third parameter (PancakeSwap's `withUpdate`) is kept for ABI compatibility and ignored:
    /// every pool is always settled first, because changing the shares of blocks already mined could
    /// emit more than `cakePerBlock` per block.
    function add(uint256 allocPoint, IERC20 lpToken, bool) external onlyOwner {
        if (address(lpToken) == address(0)) revert ZeroAddress();
        if (address(lpToken) == address(syrup)) revert TokenAlreadyListed(address(lpToken));
        massUpdatePools();
        _addPool(allocPoint, lpToken);
    }

    /// @notice Changes the allocation points of pool `pid`.
    /// Requirements:
    /// - the caller is the owner;
    /// - `pid` exists;
    /// - `allocPoint` is at most `MAX_ALLOC_POINT`.
    /// @dev The third parameter (`withUpdate`) is ignored, as in `add`: every pool is settled first.
    function set(uint256 pid, uint256 allocPoint, bool) external onlyOwner {
        PoolInfo storage pool = _pool(pid);
        _checkAllocPoint(allocPoint);
        massUpdatePools();
        totalAllocPoint = totalAllocPoint - pool.allocPoint + allocPoint;
        pool.allocPoint = allocPoint;
        emit PoolSet(pid, address(pool.lpToken), allocPoint);
    }

    /// @notice Counts the rewards of every pool up to this block.
    function massUpdatePools() public {
        uint256 length = poolInfo.length;
        for (uint256 pid = 0; pid < length; ++pid) {
            _updatePool(pid, poolInfo[pid]);
        }
    }

    /// @notice Counts the rewards of pool `pid` up to this block.
    /// Requirements:
    /// - `pid` exists.
    function updatePool(uint256 pid) external {
        _updatePool(pid, _pool(pid));
    }

    /// @notice Stakes `amount` LP tokens in farm `pid` and harvests its pending CAKE (0 only harvests).
    /// The stake credited is what arrived.
    /// Requirements:
    /// - `pid` exists and is not 0;
    /// - the caller approved this contract for `amount`;
    /// - the pool's staked total stays at most `MAX_POOL_STAKE`.
    function deposit(uint256 pid, uint256 amount) external nonReentrant {
        if (pid == 0) revert UseStakingForCakePool();
        _deposit(pid, amount);
    }

    /// @notice Takes `amount` LP tokens out of farm `pid` and harvests its pending CAKE (0 only harvests).
    /// Requirements:
    /// - `pid` exists and is not 0;
    /// - `amount` is at most the caller's stake.
    function withdraw(uint256 pid, uint256 amount) external nonReentrant {
        if (pid == 0) revert UseStakingForCakePool();
        _withdraw(pid, amount);
    }

    /// @notice Stakes `amount` CAKE in pool 0, mints as much SYRUP to the caller, and harvests.
    /// Requirements:
    /// - the caller approved this contract for `amount` CAKE;
    /// - pool 0's staked total stays at most `MAX_POOL_STAKE`.
    function enterStaking(uint256 amount) external nonReentrant {
        uint256 received = _deposit(0, amount);
        if (received > 0) syrup.mint(msg.sender, received);
    }

    /// @notice Takes `amount` CAKE out of pool 0, burns as much of the caller's SYRUP, and harvests
    /// (`leaveStaking(0)` only harvests).
    /// Requirements:
    /// - `amount` is at most the caller's stake, and the caller still holds that much SYRUP.
    function leaveStaking(uint256 amount) external nonReentrant {
        if (amount > 0) syrup.burn(msg.sender, amount);
        _withdraw(0, amount);
    }

    /// @notice Returns the caller's whole stake in pool `pid` without its rewards, which are forfeited.
    /// It touches no reward arithmetic and mints nothing, so it works whatever state the rewards are in.
    /// Requirements:
    /// - `pid` exists;
    /// - for pool 0, the caller still holds SYRUP for the whole stake.
    function emergencyWithdraw(uint256 pid) external nonReentrant {
        PoolInfo storage pool = _pool(pid);
        UserInfo storage position = userInfo[pid][msg.sender];
        uint256 amount = position.amount;
        delete userInfo[pid][msg.sender];
        _staked[pid] -= amount;
        if (pid == 0 && amount > 0) syrup.burn(msg.sender, amount);
        pool.lpToken.safeTransfer(msg.sender, amount);
        emit EmergencyWithdraw(msg.sender, pid, amount);
    }

    /// @dev Settles the caller's rewards in pool `pid`, pulls `amount` and credits what arrived.
    function _deposit(uint256 pid, uint256 amount) private returns (uint256 received) {
        PoolInfo storage pool = _pool(pid);
        UserInfo storage position = userInfo[pid][msg.sender];
        uint256 accCakePerShare = _updatePool(pid, pool);
        uint256 staked = position.amount;
        uint256 pending = _accrued(staked, accCakePerShare) - position.rewardDebt;
        // Reward first, so that a pool-0 compound (enterStaking of the pending CAKE) works from a wallet
        // that does not hold that CAKE yet. Minting CAKE calls no one back.
        _payReward(pid, pending);
        if (amount > 0) {
            // Pulled before the books change so that the stake is what arrived; the callers'
            // `nonReentrant` keeps the pool consistent meanwhile, and this block is settled already.
            IERC20 token = pool.lpToken;
            uint256 before = token.balanceOf(address(this));
            token.safeTransferFrom(msg.sender, address(this), amount);
            received = token.balanceOf(address(this)) - before;
            uint256 total = _staked[pid] + received;
            if (total > MAX_POOL_STAKE) revert PoolStakeTooLarge(total, MAX_POOL_STAKE);
            _staked[pid] = total;
            staked += received;
            position.amount = staked;
        }
        position.rewardDebt = _accrued(staked, accCakePerShare);
        emit Deposit(msg.sender, pid, received);
    }

    function _withdraw(uint256 pid, uint256 amount) private {
        PoolInfo storage pool = _pool(pid);
        UserInfo storage position = userInfo[pid][msg.sender];
        uint256 staked = position.amount;
        if (amount > staked) revert InsufficientStake(amount, staked);
        uint256 accCakePerShare = _updatePool(pid, pool);
        uint256 pending = _accrued(staked, accCakePerShare) - position.rewardDebt;
        if (amount > 0) {
            // Cannot underflow: checked against the stake above, and the pool total includes it.
            unchecked {
                staked -= amount;
                _staked[pid] -= amount;
            }
            position.amount = staked;
        }
        position.rewardDebt = _accrued(staked, accCakePerShare);
        if (amount > 0) pool.lpToken.safeTransfer(msg.sender, amount);
        _payReward(pid, pending);
        emit Withdraw(msg.sender, pid, amount);
    }

    function _payReward(uint256 pid, uint256 amount) private {
        if (amount == 0) return;
        cake.mint(msg.sender, amount);
        emit RewardPaid(msg.sender, pid, amount);
    }

    /// @dev Settles the pool up to this block and returns its `accCakePerShare`.
    function _updatePool(uint256 pid, PoolInfo storage pool) private returns (uint256 accCakePerShare) {
        accCakePerShare = pool.accCakePerShare;
        if (block.number <= pool.lastRewardBlock) return accCakePerShare;
        uint256 staked = _staked[pid];
        // Blocks with nobody staked emit nothing: their CAKE is never minted.
        if (staked != 0) {
            accCakePerShare += _reward(pool) * _ACC_PRECISION / staked;
            pool.accCakePerShare = accCakePerShare;
        }
        pool.lastRewardBlock = block.number;
    }

    /// @dev The CAKE the pool earned since `lastRewardBlock`, rounded down.
    function _reward(PoolInfo storage pool) private view returns (uint256) {
        uint256 total = totalAllocPoint;
        if (total == 0) return 0;
        return (block.number - pool.lastRewardBlock) * cakePerBlock * pool.allocPoint / total;
    }

    /// @dev `amount * accCakePerShare / 1e12`, rounded down, through a 512-bit product: the product alone
    /// can exceed 2^256 (see the overflow bounds above), the result cannot.
    function _accrued(uint256 amount, uint256 accCakePerShare) private pure returns (uint256) {
        return Math.mulDiv(amount, accCakePerShare, _ACC_PRECISION);
    }

    function _checkAllocPoint(uint256 allocPoint) private pure {
        if (allocPoint > MAX_ALLOC_POINT) revert AllocPointTooHigh(allocPoint, MAX_ALLOC_POINT);
    }

    function _addPool(uint256 allocPoint, IERC20 lpToken) private {
        _checkAllocPoint(allocPoint);
        if (_listed[lpToken]) revert TokenAlreadyListed(address(lpToken));
        _listed[lpToken] = true;
        totalAllocPoint += allocPoint;
        uint256 start = startBlock;
        poolInfo.push(
            PoolInfo({
                lpToken: lpToken,
                allocPoint: allocPoint,
                lastRewardBlock: block.number > start ? block.number : start,
                accCakePerShare: 0
            })
        );
        emit PoolSet(poolInfo.length - 1, address(lpToken), allocPoint);
    }

    function _pool(uint256 pid) private view returns (PoolInfo storage) {
        if (pid >= poolInfo.length) revert UnknownPool(pid);
        return poolInfo[pid];
    }
}

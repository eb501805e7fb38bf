// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {IProfileStatus} from "../interfaces/IProfileStatus.sol";
import {IFOPoolMath} from "./IFOPoolMath.sol";

/// @title IFOSaleBase
/// @notice What both offering versions share: committing LP to a pool between `startBlock` (included)
/// and `endBlock` (excluded), harvesting the offering tokens and the refund from `endBlock` on, and the
/// owner's withdrawal of the raise (spec 001 sections 3, 4 and 7).
///
/// Unlike PancakeSwap's offerings:
/// - a deposit needs an active profile on the profile contract (spec 001 section 6), and the offering
///   tokens for every pool must be held before anyone commits;
/// - pools are set only before the start, and the owner withdraws only after the end and only what no
///   committer is owed: the raise, the taxes, unsold tokens and donations, never a committer's LP;
/// - amounts are exact to the wei (IFOPoolMath) and an LP token that delivers less than sent
///   (fee-on-transfer, reflection) is refused, so every pool's books match its balance;
/// - callers that are contracts may commit: the profile requirement already decides who takes part.
///
/// Invariants: for each pool, offering tokens paid + still owed + left to the owner == the pool's
/// offering amount, and LP refunded + kept == LP committed, to the wei.
abstract contract IFOSaleBase is Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    /// @notice Largest offering, raising or committed amount of a pool: keeps the tax rate's
    /// denominator far from overflowing.
    uint256 public constant MAX_AMOUNT = type(uint128).max;

    /// @notice One pool's terms and books. The books fit in 128 bits (every amount is at most
    /// MAX_AMOUNT), so a harvest updates two slots.
    struct Pool {
        uint256 raisingAmount;
        uint256 offeringAmount;
        uint256 limitPerUser;
        uint128 totalAmount;
        uint128 harvestedAmount;
        uint128 offeringPaid;
        uint128 sumTaxesOverflow;
        bool hasTax;
    }

    /// @notice One user's commitment to one pool, in one slot.
    struct UserInfo {
        uint128 amount;
        bool claimed;
    }

    /// @notice The LP token committed.
    IERC20 public immutable lpToken;
    /// @notice The token offered.
    IERC20 public immutable offeringToken;
    /// @notice Where active profiles are checked.
    IProfileStatus public immutable profile;
    /// @notice First block deposits are accepted.
    uint256 public startBlock;
    /// @notice First block deposits are refused and harvests accepted.
    uint256 public endBlock;

    mapping(uint8 pid => Pool) internal _pools;
    mapping(address user => mapping(uint8 pid => UserInfo)) internal _users;

    /// @notice The owner moved the sale to blocks `startBlock` to `endBlock`.
    event NewStartAndEndBlocks(uint256 startBlock, uint256 endBlock);
    /// @notice The owner withdrew LP and offering tokens no committer is owed.
    event AdminWithdraw(uint256 amountLP, uint256 amountOfferingToken);
    /// @notice The owner recovered a token sent here by mistake.
    event AdminTokenRecovery(address tokenAddress, uint256 amountTokens);

    /// @notice The caller has no active profile.
    error ProfileNotActive(address user);
    /// @notice No pool has this id.
    error InvalidPool(uint8 pid);
    /// @notice The pool's offering or raising amount is zero.
    error PoolNotSet(uint8 pid);
    /// @notice Deposits are accepted from `startBlock` to before `endBlock`.
    error SaleNotOpen(uint256 blockNumber, uint256 startBlock, uint256 endBlock);
    /// @notice The sale has started: its terms are fixed.
    error SaleStarted(uint256 blockNumber, uint256 startBlock);
    /// @notice The sale has ended.
    error SaleEnded(uint256 blockNumber, uint256 endBlock);
    /// @notice The sale has not ended yet.
    error SaleNotEnded(uint256 blockNumber, uint256 endBlock);
    /// @notice A zero amount.
    error ZeroAmount();
    /// @notice The commitment would exceed the pool's limit per user.
    error AboveUserLimit(uint256 amount, uint256 limit);
    /// @notice An amount above MAX_AMOUNT.
    error AmountTooLarge(uint256 amount);
    /// @notice The offering tokens for every pool are not all held yet.
    error SaleNotFunded(uint256 balance, uint256 required);
    /// @notice The LP token delivered another amount than sent (fee-on-transfer or reflection tokens).
    error TransferAmountMismatch(uint256 sent, uint256 received);
    /// @notice The user committed nothing to the pool.
    error NothingCommitted(address user, uint8 pid);
    /// @notice The user already harvested the pool.
    error AlreadyHarvested(address user, uint8 pid);
    /// @notice More than what no committer is owed.
    error ExceedsWithdrawable(uint256 requested, uint256 available);
    /// @notice The start must be in the future and before the end.
    error InvalidBlocks(uint256 startBlock, uint256 endBlock);
    /// @notice The LP and offering tokens must differ, and neither be the zero address.
    error InvalidTokens();
    /// @notice The LP and offering tokens are never recovered.
    error CannotRecover(address token);

    /// @param lpToken_ The LP token committed.
    /// @param offeringToken_ The token offered.
    /// @param profile_ Where active profiles are checked.
    /// @param startBlock_ First block deposits are accepted.
    /// @param endBlock_ First block harvests are accepted.
    /// @param initialOwner Sets the terms and withdraws the raise.
    constructor(
        IERC20 lpToken_,
        IERC20 offeringToken_,
        IProfileStatus profile_,
        uint256 startBlock_,
        uint256 endBlock_,
        address initialOwner
    ) Ownable(initialOwner) {
        if (
            address(lpToken_) == address(0) || address(offeringToken_) == address(0)
                || address(lpToken_) == address(offeringToken_) || address(profile_) == address(0)
        ) revert InvalidTokens();
        if (startBlock_ >= endBlock_) revert InvalidBlocks(startBlock_, endBlock_);
        lpToken = lpToken_;
        offeringToken = offeringToken_;
        profile = profile_;
        startBlock = startBlock_;
        endBlock = endBlock_;
    }

    /// @notice Withdraws LP and offering tokens that no committer is owed (see `withdrawableAmounts`).
    ///
    /// Requirements: the owner; the sale has ended; at most the withdrawable amounts.
    function finalWithdraw(uint256 lpAmount, uint256 offerAmount) external onlyOwner nonReentrant {
        if (block.number < endBlock) revert SaleNotEnded(block.number, endBlock);
        (uint256 lpAvailable, uint256 offeringAvailable) = withdrawableAmounts();
        if (lpAmount > lpAvailable) revert ExceedsWithdrawable(lpAmount, lpAvailable);
        if (offerAmount > offeringAvailable) revert ExceedsWithdrawable(offerAmount, offeringAvailable);
        emit AdminWithdraw(lpAmount, offerAmount);
        if (lpAmount > 0) lpToken.safeTransfer(msg.sender, lpAmount);
        if (offerAmount > 0) offeringToken.safeTransfer(msg.sender, offerAmount);
    }

    /// @notice Recovers a token sent here by mistake. Requirements: the owner; neither sale token.
    function recoverWrongTokens(address tokenAddress, uint256 tokenAmount) external onlyOwner nonReentrant {
        if (tokenAddress == address(lpToken) || tokenAddress == address(offeringToken)) {
            revert CannotRecover(tokenAddress);
        }
        emit AdminTokenRecovery(tokenAddress, tokenAmount);
        IERC20(tokenAddress).safeTransfer(msg.sender, tokenAmount);
    }

    /// @notice Moves the sale to blocks `newStartBlock` to `newEndBlock`.
    /// Requirements: the owner; the sale has not started; the new start is in the future and before the end.
    function updateStartAndEndBlocks(uint256 newStartBlock, uint256 newEndBlock) external onlyOwner {
        _requireNotStarted();
        if (newStartBlock <= block.number || newStartBlock >= newEndBlock) {
            revert InvalidBlocks(newStartBlock, newEndBlock);
        }
        startBlock = newStartBlock;
        endBlock = newEndBlock;
        emit NewStartAndEndBlocks(newStartBlock, newEndBlock);
    }

    /// @notice What the owner may withdraw now: zero before the end, then every LP and offering token
    /// held beyond what the committers who have not harvested may still be owed (both bounds are at
    /// least the sum of their exact amounts). Never reverts.
    /// @return lpAmount LP the owner may withdraw.
    /// @return offeringAmount Offering tokens the owner may withdraw.
    function withdrawableAmounts() public view returns (uint256 lpAmount, uint256 offeringAmount) {
        if (block.number < endBlock) return (0, 0);
        uint256 lpOwed;
        uint256 offeringOwed;
        for (uint8 pid = 0; pid < _numberPools(); ++pid) {
            Pool storage pool = _pools[pid];
            uint256 unharvested = pool.totalAmount - pool.harvestedAmount;
            if (unharvested == 0) continue;
            lpOwed += IFOPoolMath.refundBound(unharvested, pool.raisingAmount, pool.totalAmount);
            offeringOwed +=
                IFOPoolMath.offeringSold(pool.offeringAmount, pool.raisingAmount, pool.totalAmount) - pool.offeringPaid;
        }
        uint256 lpHeld = lpToken.balanceOf(address(this));
        uint256 offeringHeld = offeringToken.balanceOf(address(this));
        lpAmount = lpHeld > lpOwed ? lpHeld - lpOwed : 0;
        offeringAmount = offeringHeld > offeringOwed ? offeringHeld - offeringOwed : 0;
    }

    /// @notice How many pools the sale has (pool ids run from 0).
    function _numberPools() internal pure virtual returns (uint8);

    /// @dev Sets pool `pid`'s terms; the sale must not have started.
    function _setPool(uint8 pid, uint256 offeringAmount, uint256 raisingAmount, uint256 limitPerUser, bool hasTax)
        internal
    {
        _requireNotStarted();
        _requirePool(pid);
        if (offeringAmount > MAX_AMOUNT) revert AmountTooLarge(offeringAmount);
        if (raisingAmount > MAX_AMOUNT) revert AmountTooLarge(raisingAmount);
        Pool storage pool = _pools[pid];
        pool.offeringAmount = offeringAmount;
        pool.raisingAmount = raisingAmount;
        pool.limitPerUser = limitPerUser;
        pool.hasTax = hasTax;
    }

    /// @dev Takes `amount` LP from the caller into pool `pid` (checks in the order a user fixes them).
    function _deposit(uint8 pid, uint256 amount) internal {
        if (!profile.getUserStatus(msg.sender)) revert ProfileNotActive(msg.sender);
        _requirePool(pid);
        Pool storage pool = _pools[pid];
        if (pool.offeringAmount == 0 || pool.raisingAmount == 0) revert PoolNotSet(pid);
        if (block.number < startBlock || block.number >= endBlock) {
            revert SaleNotOpen(block.number, startBlock, endBlock);
        }
        if (amount == 0) revert ZeroAmount();
        UserInfo storage user = _users[msg.sender][pid];
        uint256 newAmount = user.amount + amount;
        if (pool.limitPerUser > 0 && newAmount > pool.limitPerUser) revert AboveUserLimit(newAmount, pool.limitPerUser);
        uint256 newTotal = pool.totalAmount + amount;
        if (newTotal > MAX_AMOUNT) revert AmountTooLarge(newTotal);
        uint256 required = _totalOffering();
        uint256 funded = offeringToken.balanceOf(address(this));
        if (funded < required) revert SaleNotFunded(funded, required);

        // Both fit: newAmount <= newTotal <= MAX_AMOUNT.
        user.amount = uint128(newAmount);
        pool.totalAmount = uint128(newTotal);

        uint256 before = lpToken.balanceOf(address(this));
        lpToken.safeTransferFrom(msg.sender, address(this), amount);
        uint256 received = lpToken.balanceOf(address(this)) - before;
        if (received != amount) revert TransferAmountMismatch(amount, received);
    }

    /// @dev Pays the caller's offering tokens and refund from pool `pid`.
    function _harvest(uint8 pid) internal returns (uint256 offering, uint256 refund) {
        if (block.number < endBlock) revert SaleNotEnded(block.number, endBlock);
        _requirePool(pid);
        UserInfo storage user = _users[msg.sender][pid];
        if (user.amount == 0) revert NothingCommitted(msg.sender, pid);
        if (user.claimed) revert AlreadyHarvested(msg.sender, pid);
        Pool storage pool = _pools[pid];
        uint256 tax;
        (offering, refund, tax) =
            IFOPoolMath.settle(user.amount, pool.offeringAmount, pool.raisingAmount, pool.totalAmount, pool.hasTax);

        user.claimed = true;
        // Each sum stays within the 128 bits: at most the pool's committed LP or its offering amount.
        pool.harvestedAmount += user.amount;
        pool.offeringPaid += uint128(offering);
        pool.sumTaxesOverflow += uint128(tax);

        if (offering > 0) offeringToken.safeTransfer(msg.sender, offering);
        if (refund > 0) lpToken.safeTransfer(msg.sender, refund);
    }

    /// @dev `user`'s settlement in pool `pid`; zeros for an unknown or unset pool. Never reverts.
    function _settlement(address user, uint8 pid) internal view returns (uint256 offering, uint256 refund, uint256 tax) {
        if (pid >= _numberPools()) return (0, 0, 0);
        Pool storage pool = _pools[pid];
        return IFOPoolMath.settle(
            _users[user][pid].amount, pool.offeringAmount, pool.raisingAmount, pool.totalAmount, pool.hasTax
        );
    }

    /// @dev Pool `pid`'s tax rate scaled to 1e12; zero without a tax or for an unknown pool.
    function _taxRate(uint8 pid) internal view returns (uint256) {
        if (pid >= _numberPools() || !_pools[pid].hasTax) return 0;
        return IFOPoolMath.taxRateScaled(_pools[pid].totalAmount, _pools[pid].raisingAmount);
    }

    /// @dev `user`'s share of pool `pid` scaled to `precision`; zero for an unknown or empty pool.
    function _allocation(address user, uint8 pid, uint256 precision) internal view returns (uint256) {
        if (pid >= _numberPools()) return 0;
        return IFOPoolMath.allocation(_users[user][pid].amount, _pools[pid].totalAmount, precision);
    }

    function _totalOffering() private view returns (uint256 total) {
        for (uint8 pid = 0; pid < _numberPools(); ++pid) {
            total += _pools[pid].offeringAmount;
        }
    }

    function _requirePool(uint8 pid) private pure {
        if (pid >= _numberPools()) revert InvalidPool(pid);
    }

    function _requireNotStarted() private view {
        if (block.number >= startBlock) revert SaleStarted(block.number, startBlock);
    }
}

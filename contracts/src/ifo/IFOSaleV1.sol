// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IIFO} from "../interfaces/IIFO.sol";
import {IProfileStatus} from "../interfaces/IProfileStatus.sol";
import {IFOSaleBase} from "./IFOSaleBase.sol";

/// @title IFOSaleV1
/// @notice A version 1 initial farm offering (spec 001 section 3): one unlimited pool without a tax
/// or a limit per user. ABI-compatible with PancakeSwap's first IFO (`deposit`, `harvest`, `userInfo`,
/// `offeringAmount`, `raisingAmount`, `totalAmount`, `getOfferingAmount`, `getRefundingAmount`,
/// `getUserAllocation`, `hasHarvest`, `setOfferingAmount`, `setRaisingAmount`, `finalWithdraw`), with the
/// rules of IFOSaleBase and IFOPoolMath (an active profile is required here too).
contract IFOSaleV1 is IFOSaleBase, IIFO {
    /// @notice Scale of `getUserAllocation`: 1e6 is the whole pool (PancakeSwap's scale).
    uint256 public constant ALLOCATION_PRECISION = 1e6;

    uint8 private constant _POOL = 0;

    /// @notice `user` committed `amount` LP.
    event Deposit(address indexed user, uint256 amount);
    /// @notice `user` harvested `offeringAmount` tokens and `excessAmount` LP refunded.
    event Harvest(address indexed user, uint256 offeringAmount, uint256 excessAmount);
    /// @notice The owner set the tokens offered and the LP raised.
    event PoolParametersSet(uint256 offeringAmount, uint256 raisingAmount);

    /// @param lpToken_ The LP token committed.
    /// @param offeringToken_ The token offered.
    /// @param profile_ Where active profiles are checked.
    /// @param startBlock_ First block deposits are accepted.
    /// @param endBlock_ First block harvests are accepted.
    /// @param offeringAmount_ Tokens offered.
    /// @param raisingAmount_ LP raised.
    /// @param adminAddress Sets the terms and withdraws the raise.
    constructor(
        IERC20 lpToken_,
        IERC20 offeringToken_,
        IProfileStatus profile_,
        uint256 startBlock_,
        uint256 endBlock_,
        uint256 offeringAmount_,
        uint256 raisingAmount_,
        address adminAddress
    ) IFOSaleBase(lpToken_, offeringToken_, profile_, startBlock_, endBlock_, adminAddress) {
        _setPool(_POOL, offeringAmount_, raisingAmount_, 0, false);
        emit PoolParametersSet(offeringAmount_, raisingAmount_);
    }

    /// @notice Commits `amount` LP.
    /// Requirements: an active profile; a set pool; the sale open; a non-zero amount; the offering
    /// funded; the LP token delivering the whole amount.
    function deposit(uint256 amount) external nonReentrant {
        _deposit(_POOL, amount);
        emit Deposit(msg.sender, amount);
    }

    /// @notice Sends the caller's offering tokens and LP refund.
    /// Requirements: the sale has ended; the caller committed and has not harvested.
    function harvest() external nonReentrant {
        (uint256 offering, uint256 refund) = _harvest(_POOL);
        emit Harvest(msg.sender, offering, refund);
    }

    /// @notice Sets the tokens offered. Requirements: the owner; the sale has not started.
    function setOfferingAmount(uint256 offerAmount) external onlyOwner {
        Pool storage pool = _pools[_POOL];
        _setPool(_POOL, offerAmount, pool.raisingAmount, 0, false);
        emit PoolParametersSet(offerAmount, pool.raisingAmount);
    }

    /// @notice Sets the LP raised. Requirements: the owner; the sale has not started.
    function setRaisingAmount(uint256 raiseAmount) external onlyOwner {
        Pool storage pool = _pools[_POOL];
        _setPool(_POOL, pool.offeringAmount, raiseAmount, 0, false);
        emit PoolParametersSet(pool.offeringAmount, raiseAmount);
    }

    /// @notice `user`'s LP committed and whether they harvested.
    function userInfo(address user) external view returns (uint256 amount, bool claimed) {
        UserInfo storage info = _users[user][_POOL];
        return (info.amount, info.claimed);
    }

    /// @notice Tokens offered.
    function offeringAmount() external view returns (uint256) {
        return _pools[_POOL].offeringAmount;
    }

    /// @notice LP raised.
    function raisingAmount() external view returns (uint256) {
        return _pools[_POOL].raisingAmount;
    }

    /// @notice LP committed by everyone.
    function totalAmount() external view returns (uint256) {
        return _pools[_POOL].totalAmount;
    }

    /// @notice Offering tokens `user` gets, as things stand now (final once the sale has ended).
    function getOfferingAmount(address user) external view returns (uint256 offering) {
        (offering,,) = _settlement(user, _POOL);
    }

    /// @notice LP refunded to `user`, as things stand now (final once the sale has ended).
    function getRefundingAmount(address user) external view returns (uint256 refund) {
        (, refund,) = _settlement(user, _POOL);
    }

    /// @notice `user`'s share of the pool (1e6 is the whole pool, rounded down).
    function getUserAllocation(address user) external view returns (uint256) {
        return _allocation(user, _POOL, ALLOCATION_PRECISION);
    }

    /// @notice Whether `user` harvested.
    function hasHarvest(address user) external view returns (bool) {
        return _users[user][_POOL].claimed;
    }

    function _numberPools() internal pure override returns (uint8) {
        return 1;
    }
}

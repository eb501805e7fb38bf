// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {Address} from "@openzeppelin/contracts/utils/Address.sol";
import {SmartChefBase} from "./SmartChefBase.sol";

/// @title BnbStaking
/// @notice A pool staking the native coin (BNB) for CAKE rewards. Its `deposit(amount)` takes `amount`
/// as value, so the app calls every pool the same way and only adds the value here.
contract BnbStaking is SmartChefBase {
    /// @notice `deposit` was sent `value` with an `amount` that differs.
    error ValueMismatch(uint256 amount, uint256 value);

    /// @param rewardToken_ The reward token (CAKE); the pool must be funded with it.
    /// @param rewardPerBlock_ Reward tokens paid per block.
    /// @param startBlock_ The first rewarded block.
    /// @param bonusEndBlock_ The last rewarded block.
    /// @param poolLimitPerUser_ The per-user stake limit in wei, 0 for none.
    /// @param admin The pool's owner.
    constructor(
        IERC20 rewardToken_,
        uint256 rewardPerBlock_,
        uint256 startBlock_,
        uint256 bonusEndBlock_,
        uint256 poolLimitPerUser_,
        address admin
    ) SmartChefBase(rewardToken_, false, rewardPerBlock_, startBlock_, bonusEndBlock_, poolLimitPerUser_, admin) {}

    /// @notice Stakes `amount` wei sent as value and harvests pending rewards (0 without value only
    /// harvests).
    /// Requirements:
    /// - `msg.value` equals `amount`;
    /// - with a per-user limit, the caller's stake stays within `poolLimitPerUser`;
    /// - the reward balance covers the caller's pending rewards.
    function deposit(uint256 amount) external payable nonReentrant {
        if (msg.value != amount) revert ValueMismatch(amount, msg.value);
        _deposit(amount);
    }

    function _receiveStake(uint256 amount) internal pure override returns (uint256) {
        return amount;
    }

    function _sendStake(address to, uint256 amount) internal override {
        Address.sendValue(payable(to), amount);
    }

    /// @dev The native coin is not a token: every ERC-20 but the reward token is recoverable.
    function _isStakedToken(address) internal pure override returns (bool) {
        return false;
    }
}

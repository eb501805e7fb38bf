// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {SmartChefBase} from "./SmartChefBase.sol";

/// @title SmartChef
/// @notice A pool staking an ERC-20 (CAKE or a partner token) for a partner token's rewards; staking
/// and reward token may be the same. ABI-compatible with PancakeSwap's SmartChef pools.
contract SmartChef is SmartChefBase {
    using SafeERC20 for IERC20;

    /// @notice The token staked.
    IERC20 public immutable stakedToken;

    /// @param stakedToken_ The token staked.
    /// @param rewardToken_ The reward token; the pool must be funded with it.
    /// @param rewardPerBlock_ Reward tokens paid per block.
    /// @param startBlock_ The first rewarded block.
    /// @param bonusEndBlock_ The last rewarded block.
    /// @param poolLimitPerUser_ The per-user stake limit, 0 for none.
    /// @param admin The pool's owner.
    /// Requirements: those of `SmartChefBase`'s constructor, and `stakedToken_` is not zero.
    constructor(
        IERC20 stakedToken_,
        IERC20 rewardToken_,
        uint256 rewardPerBlock_,
        uint256 startBlock_,
        uint256 bonusEndBlock_,
        uint256 poolLimitPerUser_,
        address admin
    )
        SmartChefBase(
            rewardToken_,
            stakedToken_ == rewardToken_,
            rewardPerBlock_,
            startBlock_,
            bonusEndBlock_,
            poolLimitPerUser_,
            admin
        )
    {
        if (address(stakedToken_) == address(0)) revert ZeroAddress();
        stakedToken = stakedToken_;
    }

    /// @notice Stakes `amount` and harvests pending rewards (0 only harvests).
    /// Requirements:
    /// - the caller approved this pool for `amount`;
    /// - with a per-user limit, the caller's stake stays within `poolLimitPerUser`;
    /// - the reward balance covers the caller's pending rewards.
    function deposit(uint256 amount) external nonReentrant {
        _deposit(amount);
    }

    function _receiveStake(uint256 amount) internal override returns (uint256 received) {
        uint256 before = stakedToken.balanceOf(address(this));
        stakedToken.safeTransferFrom(msg.sender, address(this), amount);
        received = stakedToken.balanceOf(address(this)) - before;
    }

    function _sendStake(address to, uint256 amount) internal override {
        stakedToken.safeTransfer(to, amount);
    }

    function _isStakedToken(address token) internal view override returns (bool) {
        return token == address(stakedToken);
    }
}

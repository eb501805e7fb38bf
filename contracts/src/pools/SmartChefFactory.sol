// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {SmartChef} from "./SmartChef.sol";

/// @title SmartChefFactory
/// @notice Deploys SmartChef pools for its owner; each pool is then funded with its reward token.
contract SmartChefFactory is Ownable {
    /// @notice A new pool at `smartChef`, staking `stakedToken` for `rewardToken`.
    event NewSmartChefContract(address indexed smartChef, address indexed stakedToken, address indexed rewardToken);

    /// @param initialOwner The only account allowed to deploy pools.
    constructor(address initialOwner) Ownable(initialOwner) {}

    /// @notice Deploys a pool owned by `admin`.
    /// Requirements:
    /// - the caller is the owner;
    /// - the tokens and `admin` are not zero, and `startBlock` is before `bonusEndBlock`;
    /// - the reward token has at most 30 decimals, and `rewardPerBlock * (bonusEndBlock - startBlock)` is
    ///   at most the pool's `MAX_SCHEDULED_REWARD` (about 1.16e29 whole reward tokens).
    function deployPool(
        IERC20 stakedToken,
        IERC20 rewardToken,
        uint256 rewardPerBlock,
        uint256 startBlock,
        uint256 bonusEndBlock,
        uint256 poolLimitPerUser,
        address admin
    ) external onlyOwner returns (SmartChef pool) {
        pool = new SmartChef(
            stakedToken, rewardToken, rewardPerBlock, startBlock, bonusEndBlock, poolLimitPerUser, admin
        );
        emit NewSmartChefContract(address(pool), address(stakedToken), address(rewardToken));
    }
}

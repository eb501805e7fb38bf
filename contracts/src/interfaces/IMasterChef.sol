// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @notice The part of MasterChef that the CAKE vault uses: the manual CAKE pool (pool 0).
interface IMasterChef {
    function enterStaking(uint256 amount) external;
    function leaveStaking(uint256 amount) external;
    function emergencyWithdraw(uint256 pid) external;
    function pendingCake(uint256 pid, address user) external view returns (uint256);
    function userInfo(uint256 pid, address user) external view returns (uint256 amount, uint256 rewardDebt);
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/// @notice A token whose owner may mint: CAKE for MasterChef's emissions.
interface IMintableToken is IERC20 {
    function mint(address to, uint256 amount) external;
}

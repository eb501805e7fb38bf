// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title SyrupBar
/// @notice The receipt of a stake in the manual CAKE pool: MasterChef mints one SYRUP per CAKE entered
/// and burns it when the CAKE leaves, so SYRUP supply always equals the CAKE staked in pool 0.
/// @dev It holds no CAKE: rewards are minted straight to stakers by MasterChef.
contract SyrupBar is ERC20, Ownable {
    /// @param initialOwner The MasterChef, the only account allowed to mint and burn.
    constructor(address initialOwner) ERC20("SyrupBar Token", "SYRUP") Ownable(initialOwner) {}

    /// @notice Creates `amount` SYRUP for `to`.
    /// Requirements:
    /// - the caller is the owner.
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    /// @notice Destroys `amount` of the SYRUP held by `from`.
    /// Requirements:
    /// - the caller is the owner;
    /// - `from` holds at least `amount`.
    function burn(address from, uint256 amount) external onlyOwner {
        _burn(from, amount);
    }
}

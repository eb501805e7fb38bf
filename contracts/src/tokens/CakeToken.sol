// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title CakeToken
/// @notice The platform's main token. Its supply grows only through `mint` by the owner: the deployer
/// while seeding, later the farming contract that emits CAKE per block. FeeCollector burns bought-back
/// CAKE by sending it to the dead address, which keeps `totalSupply` an honest upper bound.
contract CakeToken is ERC20, Ownable {
    /// @param initialOwner The only account allowed to mint until it hands ownership on.
    constructor(address initialOwner) ERC20("CAKE Token", "CAKE") Ownable(initialOwner) {}

    /// @notice Creates `amount` CAKE for `to`.
    /// Requirements:
    /// - the caller is the owner;
    /// - `to` is not the zero address.
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @dev A plain token anyone can mint, for AMM tests.
contract AmmTestToken is ERC20 {
    constructor() ERC20("AMM Test Token", "AMMT") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }
}

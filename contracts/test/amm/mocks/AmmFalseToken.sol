// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @dev A token whose `transfer` can be switched to return false without moving anything, as some
/// old tokens do instead of reverting.
contract AmmFalseToken is ERC20 {
    bool public transfersFail;

    constructor() ERC20("AMM False Token", "AMMF") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function setTransfersFail(bool fail) external {
        transfersFail = fail;
    }

    function transfer(address to, uint256 value) public override returns (bool) {
        if (transfersFail) return false;
        return super.transfer(to, value);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @dev A hostile CAKE whose holder of the switch can start burning 1% of every transfer at any time,
/// mid-round included.
contract FeeToggleCake is ERC20 {
    uint256 public constant FEE_BPS = 100;
    bool public feeOn;

    constructor() ERC20("Fee Toggle CAKE", "FTCAKE") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function setFee(bool on) external {
        feeOn = on;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (!feeOn || from == address(0) || to == address(0)) return super._update(from, to, value);
        uint256 fee = value * FEE_BPS / 10_000;
        super._update(from, address(0), fee);
        super._update(from, to, value - fee);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

interface ITokenReceiver {
    function onTokenReceived(uint256 auctionId) external;
}

/// @dev A hostile CAKE that calls the receiver of every transfer from `hookSource` (an ERC-777 style
/// hook), and can start burning 1% of every transfer (fee-on-transfer) at any time.
contract HookCake is ERC20 {
    address public hookSource;
    uint256 public hookAuctionId;
    bool public feeOn;

    constructor() ERC20("Hook CAKE", "HCAKE") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function setHook(address source, uint256 auctionId) external {
        (hookSource, hookAuctionId) = (source, auctionId);
    }

    function setFee(bool on) external {
        feeOn = on;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (feeOn && from != address(0) && to != address(0)) {
            uint256 fee = value / 100;
            super._update(from, address(0), fee);
            value -= fee;
        }
        super._update(from, to, value);
        if (from == hookSource && to.code.length != 0) ITokenReceiver(to).onTokenReceived(hookAuctionId);
    }
}

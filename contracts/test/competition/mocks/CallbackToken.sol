// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

interface ITokenReceiver {
    function onTokenReceived() external;
}

/// @dev A hostile reward token: it calls every contract it pays back (ERC-777 style hooks) and can
/// burn a fee from every transfer between accounts, so funding arrives short.
contract CallbackToken is ERC20 {
    uint256 public feeBps;

    constructor() ERC20("Callback Token", "CBT") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function setFeeBps(uint256 feeBps_) external {
        feeBps = feeBps_;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (from == address(0) || to == address(0)) return super._update(from, to, value);
        uint256 fee = value * feeBps / 10_000;
        super._update(from, address(0), fee);
        super._update(from, to, value - fee);
        // A receiver without the hook (the competition itself) is not refused, as with ERC-777.
        if (to.code.length > 0) {
            (bool called,) = to.call(abi.encodeCall(ITokenReceiver.onTokenReceived, ()));
            called;
        }
    }
}

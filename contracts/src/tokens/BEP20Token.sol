// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title BEP20Token
/// @notice A plain fixed-supply token with configurable decimals: the local stand-in for every listed
/// token without special behaviour (BUSD, USDT, USDC, ETH, BTCB, DOGE, BONDLY, DOT, LINK, UNI, TWT).
contract BEP20Token is ERC20 {
    uint8 private immutable _decimals;

    /// @param name_ Full token name, e.g. "Binance USD".
    /// @param symbol_ Ticker, e.g. "BUSD".
    /// @param decimals_ Decimal places of one whole token.
    /// @param initialSupply The whole supply in base units; no more can ever be minted.
    /// @param holder Receives `initialSupply`.
    constructor(string memory name_, string memory symbol_, uint8 decimals_, uint256 initialSupply, address holder)
        ERC20(name_, symbol_)
    {
        _decimals = decimals_;
        _mint(holder, initialSupply);
    }

    /// @inheritdoc ERC20
    function decimals() public view override returns (uint8) {
        return _decimals;
    }
}

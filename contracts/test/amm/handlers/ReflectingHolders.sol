// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {AmmAssertions} from "../utils/AmmTest.sol";

/// @dev Two holders of a reflection token trading it between themselves, so that every call reflects
/// part of the amount to all included accounts, a pair among them if the token failed to exclude it.
contract ReflectingHolders is AmmAssertions {
    address public constant HOLDER_A = address(0xA0A0);
    address public constant HOLDER_B = address(0xB0B0);

    IERC20 public immutable token;
    uint256 public transfers;

    constructor(IERC20 token_) {
        token = token_;
    }

    function reflect(bool aToB, uint256 amount) external {
        (address from, address to) = aToB ? (HOLDER_A, HOLDER_B) : (HOLDER_B, HOLDER_A);
        uint256 balance = token.balanceOf(from);
        if (balance == 0) return;
        vm.prank(from);
        token.transfer(to, bound(amount, 1, balance));
        ++transfers;
    }
}

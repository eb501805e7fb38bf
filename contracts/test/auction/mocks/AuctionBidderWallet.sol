// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {FarmAuction} from "../../../src/auction/FarmAuction.sol";

/// @dev A project's smart wallet that bids and reclaims as itself, and on receiving CAKE back tries to
/// reclaim again within the same call (the reentrancy a hook-bearing token would allow).
contract AuctionBidderWallet {
    FarmAuction private immutable _auction;
    bool public reentered;

    constructor(FarmAuction auction) {
        _auction = auction;
        IERC20(address(auction.cakeToken())).approve(address(auction), type(uint256).max);
    }

    /// @dev Any call to the auction, its revert passed on.
    function execute(bytes calldata data) external {
        (bool ok, bytes memory result) = address(_auction).call(data);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(result, 32), mload(result))
            }
        }
    }

    /// @dev Called by `HookCake` on every transfer to this wallet: reclaims again if it can.
    function onTokenReceived(uint256 auctionId) external {
        (bool ok,) = address(_auction).call(abi.encodeCall(FarmAuction.claimAuction, (auctionId)));
        if (ok) reentered = true;
    }
}

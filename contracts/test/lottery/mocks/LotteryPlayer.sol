// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {GriddleLottery} from "../../../src/lottery/GriddleLottery.sol";

/// @dev A contract that plays, as a smart wallet would: it buys and claims as itself, and tries what
/// PancakeSwap v1's number allowed, buying and learning the result in one transaction (a bundle in one
/// call).
contract LotteryPlayer {
    GriddleLottery private immutable _lottery;

    constructor(GriddleLottery lottery) {
        _lottery = lottery;
        IERC20(address(lottery.cakeToken())).approve(address(lottery), type(uint256).max);
    }

    function buy(uint256 lotteryId, uint32[] calldata numbers) external {
        _lottery.buyTickets(lotteryId, numbers);
    }

    function claim(uint256 lotteryId, uint256[] calldata ticketIds, uint32[] calldata brackets) external {
        _lottery.claimTickets(lotteryId, ticketIds, brackets);
    }

    /// @dev Any call to the lottery, its revert passed on.
    function execute(bytes calldata data) external {
        (bool ok, bytes memory result) = address(_lottery).call(data);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(result, 32), mload(result))
            }
        }
    }

    /// @dev Buys, closes sales and draws in one call.
    function buyCloseAndDraw(uint256 lotteryId, uint32[] calldata numbers, bytes32 seed) external {
        _lottery.buyTickets(lotteryId, numbers);
        _lottery.closeLottery(lotteryId);
        _lottery.drawFinalNumberAndMakeLotteryClaimable(lotteryId, true, seed);
    }

    /// @dev Closes sales and draws in one call, as an operator's bundle would.
    function closeAndDraw(uint256 lotteryId, bytes32 seed) external {
        _lottery.closeLottery(lotteryId);
        _lottery.drawFinalNumberAndMakeLotteryClaimable(lotteryId, true, seed);
    }
}

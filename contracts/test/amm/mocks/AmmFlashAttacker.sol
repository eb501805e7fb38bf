// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IGriddleCallee} from "../../../src/interfaces/IGriddleCallee.sol";
import {IGriddlePair} from "../../../src/interfaces/IGriddlePair.sol";

/// @dev A flash borrower as an attacker writes one: it borrows one token and, in the callback, either
/// tops the pair up to a target balance of that token (grossing up for a transfer fee of up to 10%),
/// sends a fixed amount that falls short, or tries to re-enter the pair.
contract AmmFlashAttacker is IGriddleCallee {
    enum Mode {
        RepayToTarget,
        RepayShort,
        Reenter
    }

    /// @param target For `RepayToTarget`, the pair's balance of the borrowed token to reach; for
    /// `RepayShort`, the amount to send back.
    function attack(IGriddlePair pair, uint256 amount0Out, uint256 amount1Out, Mode mode, uint256 target) external {
        pair.swap(amount0Out, amount1Out, address(this), abi.encode(mode, target));
    }

    function griddleCall(address, uint256 amount0, uint256, bytes calldata data) external {
        (Mode mode, uint256 target) = abi.decode(data, (Mode, uint256));
        IGriddlePair pair = IGriddlePair(msg.sender);
        if (mode == Mode.Reenter) {
            pair.sync();
            return;
        }
        IERC20 borrowed = IERC20(amount0 > 0 ? pair.token0() : pair.token1());
        if (mode == Mode.RepayShort) {
            borrowed.transfer(address(pair), target);
            return;
        }
        // A taxed transfer delivers less than it sends: send a ninth more than the shortfall, which
        // covers a 10% fee, and look again.
        for (uint256 i = 0; i < 4; ++i) {
            uint256 held = borrowed.balanceOf(address(pair));
            if (held >= target) return;
            uint256 shortfall = target - held;
            borrowed.transfer(address(pair), shortfall + shortfall / 9 + 1);
        }
    }
}

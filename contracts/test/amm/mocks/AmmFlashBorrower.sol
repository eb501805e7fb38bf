// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IGriddleCallee} from "../../../src/interfaces/IGriddleCallee.sol";
import {IGriddlePair} from "../../../src/interfaces/IGriddlePair.sol";

/// @dev Takes flash swaps and repays a chosen amount of each token from its own balance, or tries
/// to re-enter the pair from the callback.
contract AmmFlashBorrower is IGriddleCallee {
    enum Mode {
        Repay,
        Reenter
    }

    address public lastSender;
    uint256 public lastAmount0;
    uint256 public lastAmount1;
    bytes public lastData;

    function borrow(IGriddlePair pair, uint256 amount0Out, uint256 amount1Out, bytes calldata data) external {
        pair.swap(amount0Out, amount1Out, address(this), data);
    }

    /// @dev `data` is (mode, repay0, repay1).
    function griddleCall(address sender, uint256 amount0, uint256 amount1, bytes calldata data) external {
        (Mode mode, uint256 repay0, uint256 repay1) = abi.decode(data, (Mode, uint256, uint256));
        lastSender = sender;
        lastAmount0 = amount0;
        lastAmount1 = amount1;
        lastData = data;
        IGriddlePair pair = IGriddlePair(msg.sender);
        if (mode == Mode.Reenter) pair.sync();
        if (repay0 > 0) IERC20(pair.token0()).transfer(address(pair), repay0);
        if (repay1 > 0) IERC20(pair.token1()).transfer(address(pair), repay1);
    }
}

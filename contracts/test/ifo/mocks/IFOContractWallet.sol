// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IFOSaleV2} from "../../../src/ifo/IFOSaleV2.sol";

/// @dev A contract wallet that commits and harvests (PancakeSwap's offerings refused contracts; ours
/// only ask for an active profile).
contract IFOContractWallet {
    function commit(IFOSaleV2 ifo, uint256 amount, uint8 pid) external {
        IERC20(address(ifo.lpToken())).approve(address(ifo), amount);
        ifo.depositPool(amount, pid);
    }

    function harvest(IFOSaleV2 ifo, uint8 pid) external {
        ifo.harvestPool(pid);
    }
}

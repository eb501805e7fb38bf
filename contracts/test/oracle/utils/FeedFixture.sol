// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {PriceFeedAggregator} from "../../../src/oracle/PriceFeedAggregator.sol";
import {BEP20Token} from "../../../src/tokens/BEP20Token.sol";
import {TestBase} from "../../tokens/utils/TestBase.sol";

/// @dev A BNB / USD feed paid in a LINK stand-in, with five oracles (each with its own admin), answered
/// by 3 of them, at most 5, an oracle restarting a round only every third round, and a 300 s timeout.
abstract contract FeedFixture is TestBase {
    uint128 internal constant PAYMENT = 0.01 ether;
    uint32 internal constant TIMEOUT = 300;
    int256 internal constant MIN_VALUE = 1;
    int256 internal constant MAX_VALUE = 1e12;
    uint256 internal constant FUNDING = 100 ether;

    BEP20Token internal link;
    PriceFeedAggregator internal feed;
    address[] internal oracles;
    address[] internal admins;

    function setUp() public virtual {
        link = new BEP20Token("ChainLink Token", "LINK", 18, 1e27, address(this));
        feed = new PriceFeedAggregator(
            IERC20(address(link)), PAYMENT, TIMEOUT, MIN_VALUE, MAX_VALUE, 8, "BNB / USD", address(this)
        );
        _fund(FUNDING);
        for (uint160 i = 1; i <= 5; ++i) {
            oracles.push(address(0x0A00 + i));
            admins.push(address(0xAD00 + i));
        }
        feed.changeOracles(new address[](0), oracles, admins, 3, 5, 2);
        feed.disableAccessCheck();
    }

    function _fund(uint256 amount) internal {
        link.transfer(address(feed), amount);
        feed.updateAvailableFunds();
    }

    function _submit(uint256 oracle, uint256 roundId, int256 value) internal {
        vm.prank(oracles[oracle]);
        feed.submit(roundId, value);
    }

    /// @dev Oracles `first` .. `first + count - 1` submit `values` to `roundId`.
    function _submitAll(uint256 first, uint256 roundId, int256[] memory values) internal {
        for (uint256 i = 0; i < values.length; ++i) _submit(first + i, roundId, values[i]);
    }

    function _values(int256 a, int256 b, int256 c) internal pure returns (int256[] memory values) {
        values = new int256[](3);
        (values[0], values[1], values[2]) = (a, b, c);
    }

    function _one(address account) internal pure returns (address[] memory list) {
        list = new address[](1);
        list[0] = account;
    }

    function assertLe(uint256 a, uint256 b, string memory what) internal pure {
        if (a > b) revert(string.concat(what, ": above the bound"));
    }

    function assertEq(int256 actual, int256 expected, string memory what) internal pure {
        if (actual != expected) revert(string.concat(what, ": signed values differ"));
    }
}

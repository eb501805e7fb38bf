// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {BEP20Token} from "../../src/tokens/BEP20Token.sol";
import {TestBase} from "./utils/TestBase.sol";

contract BEP20TokenTest is TestBase {
    address private constant HOLDER = address(0xB0DD);

    function testConstructorSetsMetadataAndMintsToHolder() public {
        vm.expectEmit(true, true, false, true);
        emit IERC20.Transfer(address(0), HOLDER, 21_000e8);
        BEP20Token token = new BEP20Token("BTCB Token", "BTCB", 8, 21_000e8, HOLDER);
        assertTrue(keccak256(bytes(token.name())) == keccak256("BTCB Token"), "name");
        assertTrue(keccak256(bytes(token.symbol())) == keccak256("BTCB"), "symbol");
        assertEq(token.decimals(), 8, "decimals");
        assertEq(token.totalSupply(), 21_000e8, "supply");
        assertEq(token.balanceOf(HOLDER), 21_000e8, "holder has it all");
    }

    function testZeroHolderReverts() public {
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InvalidReceiver.selector, address(0)));
        new BEP20Token("Bondly", "BONDLY", 18, 1, address(0));
    }

    function testFuzzDecimalsAndSupply(uint8 decimals, uint256 supply) public {
        BEP20Token token = new BEP20Token("T", "T", decimals, supply, HOLDER);
        assertEq(token.decimals(), decimals, "decimals");
        assertEq(token.balanceOf(HOLDER), supply, "supply");
    }
}

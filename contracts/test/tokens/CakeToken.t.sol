// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {CakeToken} from "../../src/tokens/CakeToken.sol";
import {TestBase} from "./utils/TestBase.sol";

contract CakeTokenTest is TestBase {
    CakeToken private cake;
    address private constant OWNER = address(0x0A);
    address private constant FARM = address(0xFA);
    address private constant STRANGER = address(0x5A);

    function setUp() public {
        cake = new CakeToken(OWNER);
    }

    function testMetadataAndOwner() public view {
        assertTrue(keccak256(bytes(cake.name())) == keccak256("CAKE Token"), "name");
        assertTrue(keccak256(bytes(cake.symbol())) == keccak256("CAKE"), "symbol");
        assertEq(cake.decimals(), 18, "decimals");
        assertEq(cake.totalSupply(), 0, "no premint");
        assertEq(cake.owner(), OWNER, "owner");
    }

    function testOwnerMints() public {
        vm.prank(OWNER);
        cake.mint(STRANGER, 40 ether);
        assertEq(cake.balanceOf(STRANGER), 40 ether, "minted");
        assertEq(cake.totalSupply(), 40 ether, "supply");
    }

    function testStrangerCannotMint() public {
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, STRANGER));
        vm.prank(STRANGER);
        cake.mint(STRANGER, 1);
    }

    function testMintToZeroReverts() public {
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InvalidReceiver.selector, address(0)));
        vm.prank(OWNER);
        cake.mint(address(0), 1);
    }

    function testFarmMintsAfterTakingOwnership() public {
        vm.prank(OWNER);
        cake.transferOwnership(FARM);
        vm.prank(FARM);
        cake.mint(FARM, 1 ether);
        assertEq(cake.balanceOf(FARM), 1 ether, "farm minted");
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, OWNER));
        vm.prank(OWNER);
        cake.mint(OWNER, 1);
    }

    function testFuzzOnlyOwnerMints(address caller, uint128 amount) public {
        vm.assume(caller != OWNER);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, caller));
        vm.prank(caller);
        cake.mint(caller, amount);
    }
}

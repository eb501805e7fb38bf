// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {BunnyFactory} from "../../src/profile/BunnyFactory.sol";
import {GriddleBunnies} from "../../src/profile/GriddleBunnies.sol";
import {ReentrantCollector} from "./mocks/ReentrantCollector.sol";
import {ProfileTest} from "./utils/ProfileTest.sol";

contract BunnyFactoryTest is ProfileTest {
    function _buy(address user, uint8 bunnyId) internal returns (uint256 tokenId) {
        _fund(user, address(factory), STARTER_PRICE);
        vm.prank(user);
        factory.mintNFT(bunnyId);
        tokenId = bunnies.tokenOfOwnerByIndex(user, bunnies.balanceOf(user) - 1);
    }

    function test_mintNFTSellsOneStarterForTheTokenPricePaidToTheReceiver() public {
        assertTrue(factory.canMint(ALICE), "Alice can mint");
        uint256 tokenId = _buy(ALICE, 3);
        assertEq(bunnies.ownerOf(tokenId), ALICE, "minted to the buyer");
        assertEq(bunnies.getBunnyId(tokenId), 3, "the chosen starter");
        assertEq(bunnies.bunnyCount(3), 1, "one butter-pat");
        assertEq(cake.balanceOf(RECEIVER), STARTER_PRICE, "the receiver got the price");
        assertEq(cake.balanceOf(address(factory)), 0, "the factory keeps no CAKE");
        assertTrue(factory.hasClaimed(ALICE), "claimed");
        assertTrue(!factory.canMint(ALICE), "no second starter");
        assertEq(
            keccak256(bytes(bunnies.tokenURI(tokenId))),
            keccak256(bytes(string.concat(BASE_URI, "butter-pat.json"))),
            "tokenURI is the base URI and the starter's file"
        );

        _fund(ALICE, address(factory), STARTER_PRICE);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(BunnyFactory.AlreadyClaimed.selector, ALICE));
        factory.mintNFT(0);
    }

    function test_mintNFTOnlySellsStarters() public {
        _fund(ALICE, address(factory), STARTER_PRICE);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(BunnyFactory.InvalidBunnyId.selector, 5, 5));
        factory.mintNFT(5);
        assertEq(factory.numberBunnyIds(), 5, "five starters");
        assertEq(keccak256(bytes(factory.bunnyTokenURI(4))), keccak256("golden-flip.json"), "starter 4's URI");
    }

    function test_mintNFTWaitsForTheStartAndTheActiveFlag() public {
        vm.prank(ADMIN);
        factory.setStartBlockNumber(block.number + 10);
        assertTrue(!factory.canMint(ALICE), "not before the start");
        _fund(ALICE, address(factory), STARTER_PRICE);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(BunnyFactory.TooEarly.selector, block.number, block.number + 10));
        factory.mintNFT(0);
        vm.roll(block.number + 10);
        vm.prank(ADMIN);
        factory.setActive(false);
        assertTrue(!factory.canMint(ALICE), "not while inactive");
        vm.prank(ALICE);
        vm.expectRevert(BunnyFactory.NotActive.selector);
        factory.mintNFT(0);
        vm.prank(ADMIN);
        factory.setActive(true);
        vm.prank(ALICE);
        factory.mintNFT(0);
    }

    function test_ownerSettingsAreBoundedAndOwnerOnly() public {
        uint256 max = factory.MAX_TOKEN_PRICE();
        vm.startPrank(ADMIN);
        vm.expectRevert(abi.encodeWithSelector(BunnyFactory.TokenPriceTooHigh.selector, max + 1, max));
        factory.updateTokenPrice(max + 1);
        factory.updateTokenPrice(1 ether);
        vm.expectRevert(BunnyFactory.ZeroAddress.selector);
        factory.setCakeReceiver(address(0));
        factory.setCakeReceiver(BOB);
        vm.stopPrank();
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, ALICE));
        factory.setActive(false);
        _fund(ALICE, address(factory), 1 ether);
        vm.prank(ALICE);
        factory.mintNFT(1);
        assertEq(cake.balanceOf(BOB), 1 ether, "the new price to the new receiver");
    }

    function test_constructorRefusesNoStarters() public {
        string[] memory none = new string[](0);
        vm.expectRevert(abi.encodeWithSelector(BunnyFactory.InvalidStarterCount.selector, 0));
        new BunnyFactory(bunnies, IERC20(address(cake)), RECEIVER, STARTER_PRICE, none, ADMIN);
    }

    function test_aContractBuyerCannotReenterForASecondStarter() public {
        ReentrantCollector collector = new ReentrantCollector();
        cake.mint(address(collector), 2 * STARTER_PRICE);
        collector.act(address(cake), abi.encodeCall(IERC20.approve, (address(factory), type(uint256).max)));
        collector.setReplay(address(factory), abi.encodeCall(BunnyFactory.mintNFT, (2)));
        collector.act(address(factory), abi.encodeCall(BunnyFactory.mintNFT, (1)));
        assertEq(collector.replaysSucceeded(), 0, "no re-entry got through");
        assertEq(bunnies.balanceOf(address(collector)), 1, "one starter");
        assertEq(cake.balanceOf(RECEIVER), STARTER_PRICE, "paid once");
    }

    function test_theCollectionMintsOnlyForMintersAndItsAdminMovesTheBaseUri() public {
        bytes32 minterRole = bunnies.MINTER_ROLE();
        vm.prank(ALICE);
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, ALICE, minterRole)
        );
        bunnies.mint(ALICE, "batter-bun.json", 0);
        uint256 tokenId = _buy(ALICE, 0);
        assertEq(tokenId, 1, "token ids start at 1");
        vm.prank(ADMIN);
        bunnies.setBaseURI("http://127.0.0.1:4100/api/collectibles/");
        assertEq(
            keccak256(bytes(bunnies.tokenURI(tokenId))),
            keccak256("http://127.0.0.1:4100/api/collectibles/batter-bun.json"),
            "every token follows the base URI"
        );
        vm.expectRevert();
        bunnies.getBunnyId(99);
    }

    /// @dev Whatever the buyers and their choices, each buys at most one starter, pays exactly the
    /// price to the receiver, and gets the bunnyId it asked for.
    function testFuzz_oneStarterPerUserAtThePrice(uint8 bunnyId, uint160 buyerSeed, uint256 attempts) public {
        address buyer = address(uint160(bound(buyerSeed, 1_000, type(uint160).max)));
        attempts = bound(attempts, 1, 4);
        uint8 starter = uint8(bound(bunnyId, 0, 4));
        for (uint256 i = 0; i < attempts; ++i) {
            _fund(buyer, address(factory), STARTER_PRICE);
            vm.prank(buyer);
            if (i > 0) vm.expectRevert(abi.encodeWithSelector(BunnyFactory.AlreadyClaimed.selector, buyer));
            factory.mintNFT(starter);
        }
        assertEq(bunnies.balanceOf(buyer), 1, "one starter");
        assertEq(bunnies.getBunnyId(bunnies.tokenOfOwnerByIndex(buyer, 0)), starter, "the chosen one");
        assertEq(cake.balanceOf(RECEIVER), STARTER_PRICE, "paid once, to the receiver");
    }

    function test_supportsErc721AndAccessControlInterfaces() public view {
        assertTrue(bunnies.supportsInterface(0x80ac58cd), "ERC-721");
        assertTrue(bunnies.supportsInterface(0x780e9d63), "ERC-721 enumerable");
        assertTrue(bunnies.supportsInterface(type(IAccessControl).interfaceId), "AccessControl");
        assertTrue(GriddleBunnies(address(bunnies)).hasRole(bunnies.MINTER_ROLE(), address(factory)), "factory mints");
    }
}

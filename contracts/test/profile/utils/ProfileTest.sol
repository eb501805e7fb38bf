// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {BunnyFactory} from "../../../src/profile/BunnyFactory.sol";
import {GriddleBunnies} from "../../../src/profile/GriddleBunnies.sol";
import {GriddleProfile} from "../../../src/profile/GriddleProfile.sol";
import {AmmTestToken} from "../../amm/mocks/AmmTestToken.sol";
import {TestBase} from "../../tokens/utils/TestBase.sol";

/// @dev The profile area as the deployment wires it: a collection approved on the profile, a starter
/// factory allowed to mint, three joinable teams and the local costs, with CAKE paid to RECEIVER.
abstract contract ProfileTest is TestBase {
    address internal constant ADMIN = address(0xAD);
    address internal constant RECEIVER = address(0xFEE);
    address internal constant POINTER = address(0x9017);
    address internal constant ALICE = address(0xA11CE);
    address internal constant BOB = address(0xB0B);
    uint256 internal constant TO_REACTIVATE = 2 ether;
    uint256 internal constant TO_REGISTER = 5 ether;
    uint256 internal constant TO_UPDATE = 2 ether;
    uint256 internal constant STARTER_PRICE = 5 ether;
    string internal constant BASE_URI = "http://127.0.0.1:4000/api/collectibles/";

    AmmTestToken internal cake;
    GriddleBunnies internal bunnies;
    GriddleProfile internal profile;
    BunnyFactory internal factory;

    function setUp() public virtual {
        vm.roll(100);
        vm.warp(1_700_000_000);
        cake = new AmmTestToken();
        bunnies = new GriddleBunnies(BASE_URI, ADMIN);
        profile = new GriddleProfile(IERC20(address(cake)), RECEIVER, TO_REACTIVATE, TO_REGISTER, TO_UPDATE, ADMIN);
        factory = new BunnyFactory(bunnies, IERC20(address(cake)), RECEIVER, STARTER_PRICE, _starterURIs(), ADMIN);
        vm.startPrank(ADMIN);
        bunnies.grantRole(bunnies.MINTER_ROLE(), address(factory));
        bunnies.grantRole(bunnies.MINTER_ROLE(), ADMIN);
        profile.addNftAddress(address(bunnies));
        profile.grantRole(profile.POINT_ROLE(), POINTER);
        profile.addTeam("Syrup Storm", "Fast and sticky");
        profile.addTeam("Fearsome Flippers", "Cool heads");
        profile.addTeam("Chaotic Cakers", "No plan, all batter");
        vm.stopPrank();
    }

    function _starterURIs() internal pure returns (string[] memory uris) {
        uris = new string[](5);
        (uris[0], uris[1], uris[2], uris[3], uris[4]) =
            ("batter-bun.json", "syrup-drop.json", "berry-stack.json", "butter-pat.json", "golden-flip.json");
    }

    /// @dev Mints a collectible of `bunnyId` to `to` as the admin minter.
    function _mintTo(address to, uint8 bunnyId) internal returns (uint256 tokenId) {
        vm.prank(ADMIN);
        tokenId = bunnies.mint(to, "batter-bun.json", bunnyId);
    }

    /// @dev Gives `user` `amount` CAKE approved to `spender`.
    function _fund(address user, address spender, uint256 amount) internal {
        cake.mint(user, amount);
        vm.prank(user);
        cake.approve(spender, amount);
    }

    /// @dev `user` gets a collectible and creates a profile in `teamId` with it; returns the token.
    function _createProfile(address user, uint256 teamId) internal returns (uint256 tokenId) {
        tokenId = _mintTo(user, 0);
        _fund(user, address(profile), TO_REGISTER);
        vm.prank(user);
        bunnies.approve(address(profile), tokenId);
        vm.prank(user);
        profile.createProfile(teamId, address(bunnies), tokenId);
    }

    function _isActive(address user) internal view returns (bool) {
        return profile.getUserStatus(user);
    }
}

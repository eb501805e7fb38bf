// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {BunnySpecialCakeVault} from "../../src/profile/BunnySpecialCakeVault.sol";
import {BunnySpecialClaim} from "../../src/profile/BunnySpecialClaim.sol";
import {CakeVault} from "../../src/vault/CakeVault.sol";
import {ProfileHandler} from "./handlers/ProfileHandler.sol";
import {VaultUserInfoStub} from "./mocks/VaultUserInfoStub.sol";
import {ProfileTest} from "./utils/ProfileTest.sol";

/// forge-config: default.invariant.runs = 64
/// forge-config: default.invariant.depth = 60
contract GriddleProfileInvariantTest is ProfileTest {
    ProfileHandler private handler;
    BunnySpecialCakeVault private vaultClaim;

    function setUp() public override {
        super.setUp();
        VaultUserInfoStub vault = new VaultUserInfoStub();
        vaultClaim = new BunnySpecialCakeVault(
            CakeVault(address(vault)),
            block.timestamp,
            bunnies,
            profile,
            BunnySpecialClaim.ClaimTerms(6, "first-stack.json", type(uint256).max, 50, 200_004),
            ADMIN
        );
        handler = new ProfileHandler(profile, bunnies, factory, vaultClaim, cake);
        address[4] memory actors = handler.actors();
        for (uint256 i = 0; i < actors.length; ++i) {
            vault.setPosition(actors[i], 1 ether, block.timestamp - 1);
        }
        vm.startPrank(ADMIN);
        bunnies.grantRole(bunnies.MINTER_ROLE(), address(vaultClaim));
        profile.grantRole(profile.POINT_ROLE(), address(vaultClaim));
        vm.stopPrank();
    }

    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    /// @dev An active profile's collectible is held by the profile contract, which holds nothing else;
    /// a paused one holds none; the active members of the teams add up to the active profiles.
    function invariant_activeProfilesHoldTheirCollectibleAndPausedOnesNone() public view {
        address[4] memory actors = handler.actors();
        uint256 active;
        for (uint256 i = 0; i < actors.length; ++i) {
            if (!profile.hasRegistered(actors[i])) continue;
            (,,, address nft, uint256 tokenId, bool isActive) = profile.getUserProfile(actors[i]);
            if (isActive) {
                ++active;
                assertEq(nft, address(bunnies), "an active avatar is a Griddle Bunny");
                assertEq(bunnies.ownerOf(tokenId), address(profile), "the profile holds an active avatar");
            } else {
                assertEq(nft, address(0), "a paused profile names no collection");
            }
        }
        assertEq(profile.numberActiveProfiles(), active, "active profiles");
        assertEq(bunnies.balanceOf(address(profile)), active, "one held collectible per active profile");
        uint256 members;
        for (uint256 teamId = 1; teamId <= profile.numberTeams(); ++teamId) {
            (,, uint256 numberUsers,,) = profile.getTeamProfile(teamId);
            members += numberUsers;
        }
        assertEq(members, active, "team members are the active profiles");
        assertEq(handler.plain().balanceOf(address(profile)), 0, "no unapproved collectible held");
        assertTrue(!handler.unapprovedAccepted(), "an unapproved collection was accepted");
    }

    /// @dev Every CAKE cost reached the receiver, to the wei; neither contract kept any.
    function invariant_costsReachTheReceiver() public view {
        assertEq(cake.balanceOf(RECEIVER), handler.cakeOwed(), "receiver got every cost");
        assertEq(cake.balanceOf(address(profile)), 0, "the profile keeps no CAKE");
        assertEq(cake.balanceOf(address(factory)), 0, "the factory keeps no CAKE");
    }

    /// @dev Points moved only through POINT_ROLE holders (the point admin and the claim).
    function invariant_pointsMoveOnlyThroughThePointRole() public view {
        assertTrue(!handler.strangerMovedPoints(), "points moved without the role");
        address[4] memory actors = handler.actors();
        for (uint256 i = 0; i < actors.length; ++i) {
            if (!profile.hasRegistered(actors[i])) continue;
            (, uint256 points,,,,) = profile.getUserProfile(actors[i]);
            assertEq(points, handler.expectedPoints(actors[i]), "points as granted");
        }
    }

    /// @dev One starter per user and one claim per user, re-entry or not.
    function invariant_oneStarterAndOneClaimPerUser() public view {
        address[4] memory actors = handler.actors();
        uint256 buyers;
        uint256 claimers;
        for (uint256 i = 0; i < actors.length; ++i) {
            if (factory.hasClaimed(actors[i])) ++buyers;
            if (vaultClaim.hasClaimed(actors[i])) ++claimers;
        }
        uint256 starters;
        for (uint8 bunnyId = 0; bunnyId < factory.numberBunnyIds(); ++bunnyId) {
            starters += bunnies.bunnyCount(bunnyId);
        }
        assertEq(starters, buyers, "one starter per buyer");
        assertEq(bunnies.bunnyCount(6), claimers, "one claimed collectible per claimer");
        assertEq(handler.collector().replaysSucceeded(), 0, "a re-entry got through");
    }

    /// @dev Every call the rules allow passed and every one they forbid failed.
    function invariant_callsFollowTheRules() public view {
        assertTrue(!handler.ruleBroken(), "a call broke the rules");
    }
}

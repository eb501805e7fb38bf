// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC721Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {GriddleProfile} from "../../src/profile/GriddleProfile.sol";
import {AmmTestToken} from "../amm/mocks/AmmTestToken.sol";
import {PlainCollection} from "./mocks/PlainCollection.sol";
import {ReentrantCollector} from "./mocks/ReentrantCollector.sol";
import {ProfileTest} from "./utils/ProfileTest.sol";

contract GriddleProfileTest is ProfileTest {
    function test_constructorRefusesZeroAddressesAndCostsAboveTheBound() public {
        vm.expectRevert(GriddleProfile.ZeroAddress.selector);
        new GriddleProfile(IERC20(address(cake)), address(0), 0, 0, 0, ADMIN);
        vm.expectRevert(GriddleProfile.ZeroAddress.selector);
        new GriddleProfile(IERC20(address(cake)), RECEIVER, 0, 0, 0, address(0));
        uint256 max = profile.MAX_NUMBER_CAKE();
        vm.expectRevert(abi.encodeWithSelector(GriddleProfile.CakeCostTooHigh.selector, max + 1, max));
        new GriddleProfile(IERC20(address(cake)), RECEIVER, 0, max + 1, 0, ADMIN);
    }

    function test_createProfileHoldsTheCollectibleAndPaysTheReceiver() public {
        uint256 tokenId = _createProfile(ALICE, 2);
        assertEq(bunnies.ownerOf(tokenId), address(profile), "the profile holds the avatar");
        assertEq(cake.balanceOf(RECEIVER), TO_REGISTER, "the receiver got the register cost");
        assertEq(cake.balanceOf(address(profile)), 0, "the profile keeps no CAKE");
        (uint256 userId, uint256 points, uint256 teamId, address nft, uint256 heldId, bool active) =
            profile.getUserProfile(ALICE);
        assertEq(userId, 1, "first user id");
        assertEq(points, 0, "no points yet");
        assertEq(teamId, 2, "team");
        assertEq(nft, address(bunnies), "avatar collection");
        assertEq(heldId, tokenId, "avatar token");
        assertTrue(active, "active");
        assertTrue(profile.hasRegistered(ALICE), "registered");
        (,, uint256 members,,) = profile.getTeamProfile(2);
        assertEq(members, 1, "team 2 has a member");
        assertEq(profile.numberActiveProfiles(), 1, "one active profile");
    }

    function test_createProfileRefusesASecondProfile() public {
        _createProfile(ALICE, 1);
        uint256 tokenId = _mintTo(ALICE, 1);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(GriddleProfile.AlreadyRegistered.selector, ALICE));
        profile.createProfile(1, address(bunnies), tokenId);
    }

    function test_createProfileRefusesMissingAndClosedTeams() public {
        uint256 tokenId = _mintTo(ALICE, 0);
        _fund(ALICE, address(profile), TO_REGISTER);
        vm.startPrank(ALICE);
        bunnies.approve(address(profile), tokenId);
        vm.expectRevert(abi.encodeWithSelector(GriddleProfile.InvalidTeam.selector, 0));
        profile.createProfile(0, address(bunnies), tokenId);
        vm.expectRevert(abi.encodeWithSelector(GriddleProfile.InvalidTeam.selector, 4));
        profile.createProfile(4, address(bunnies), tokenId);
        vm.stopPrank();
        vm.prank(ADMIN);
        profile.makeTeamNotJoinable(3);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(GriddleProfile.TeamNotJoinable.selector, 3));
        profile.createProfile(3, address(bunnies), tokenId);
        vm.prank(ADMIN);
        profile.makeTeamJoinable(3);
        vm.prank(ALICE);
        profile.createProfile(3, address(bunnies), tokenId);
    }

    function test_createProfileRefusesUnapprovedCollectionsAndOthersTokens() public {
        PlainCollection plain = new PlainCollection();
        uint256 plainId = plain.mint(ALICE);
        _fund(ALICE, address(profile), TO_REGISTER);
        vm.startPrank(ALICE);
        plain.approve(address(profile), plainId);
        vm.expectRevert(abi.encodeWithSelector(GriddleProfile.NftNotApproved.selector, address(plain)));
        profile.createProfile(1, address(plain), plainId);
        vm.stopPrank();
        uint256 bobsToken = _mintTo(BOB, 0);
        vm.prank(BOB);
        bunnies.setApprovalForAll(ALICE, true);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(GriddleProfile.NotNftOwner.selector, address(bunnies), bobsToken));
        profile.createProfile(1, address(bunnies), bobsToken);
    }

    function test_aRevokedCollectionCanNoLongerBeUsedButItsAvatarsStillReturn() public {
        uint256 tokenId = _createProfile(ALICE, 1);
        vm.startPrank(ADMIN);
        profile.revokeRole(profile.NFT_ROLE(), address(bunnies));
        vm.stopPrank();
        uint256 otherId = _mintTo(BOB, 0);
        _fund(BOB, address(profile), TO_REGISTER);
        vm.startPrank(BOB);
        bunnies.approve(address(profile), otherId);
        vm.expectRevert(abi.encodeWithSelector(GriddleProfile.NftNotApproved.selector, address(bunnies)));
        profile.createProfile(1, address(bunnies), otherId);
        vm.stopPrank();
        vm.prank(ALICE);
        profile.pauseProfile();
        assertEq(bunnies.ownerOf(tokenId), ALICE, "the avatar came back");
    }

    function test_pauseProfileReturnsTheCollectibleAndKeepsPointsAndTeam() public {
        uint256 tokenId = _createProfile(ALICE, 1);
        vm.prank(POINTER);
        profile.increaseUserPoints(ALICE, 100, 200_001);
        vm.prank(ALICE);
        profile.pauseProfile();
        assertEq(bunnies.ownerOf(tokenId), ALICE, "avatar returned");
        (, uint256 points, uint256 teamId, address nft, uint256 heldId, bool active) = profile.getUserProfile(ALICE);
        assertEq(points, 100, "points kept");
        assertEq(teamId, 1, "team kept");
        assertEq(nft, address(0), "no avatar collection");
        assertEq(heldId, 0, "no avatar token");
        assertTrue(!active, "paused");
        (,, uint256 members,,) = profile.getTeamProfile(1);
        assertEq(members, 0, "the paused user left the member count");
        assertEq(profile.numberActiveProfiles(), 0, "no active profile");
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(GriddleProfile.ProfileNotActive.selector, ALICE));
        profile.pauseProfile();
        vm.prank(BOB);
        vm.expectRevert(abi.encodeWithSelector(GriddleProfile.NotRegistered.selector, BOB));
        profile.pauseProfile();
    }

    function test_updateProfileSwapsTheAvatarAndChargesTheUpdateCost() public {
        uint256 oldId = _createProfile(ALICE, 1);
        uint256 newId = _mintTo(ALICE, 3);
        _fund(ALICE, address(profile), TO_UPDATE);
        vm.startPrank(ALICE);
        bunnies.approve(address(profile), newId);
        profile.updateProfile(address(bunnies), newId);
        vm.stopPrank();
        assertEq(bunnies.ownerOf(oldId), ALICE, "old avatar returned");
        assertEq(bunnies.ownerOf(newId), address(profile), "new avatar held");
        assertEq(cake.balanceOf(RECEIVER), TO_REGISTER + TO_UPDATE, "the receiver got both costs");
        (,,,, uint256 heldId,) = profile.getUserProfile(ALICE);
        assertEq(heldId, newId, "avatar token");
    }

    function test_aPausedProfileCanNeitherUpdateNorBeReactivatedTwice() public {
        _createProfile(ALICE, 1);
        vm.prank(ALICE);
        profile.pauseProfile();
        uint256 newId = _mintTo(ALICE, 2);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(GriddleProfile.ProfileNotActive.selector, ALICE));
        profile.updateProfile(address(bunnies), newId);

        _fund(ALICE, address(profile), TO_REACTIVATE);
        vm.startPrank(ALICE);
        bunnies.approve(address(profile), newId);
        profile.reactivateProfile(address(bunnies), newId);
        vm.expectRevert(abi.encodeWithSelector(GriddleProfile.ProfileActive.selector, ALICE));
        profile.reactivateProfile(address(bunnies), newId);
        vm.stopPrank();
        assertTrue(_isActive(ALICE), "reactivated");
        assertEq(bunnies.ownerOf(newId), address(profile), "new avatar held");
        assertEq(cake.balanceOf(RECEIVER), TO_REGISTER + TO_REACTIVATE, "register and reactivate costs");
        (,, uint256 members,,) = profile.getTeamProfile(1);
        assertEq(members, 1, "back in the member count");
    }

    function test_reactivationNeedsARegisteredUserAndWorksInAClosedTeam() public {
        uint256 tokenId = _mintTo(BOB, 0);
        vm.prank(BOB);
        vm.expectRevert(abi.encodeWithSelector(GriddleProfile.NotRegistered.selector, BOB));
        profile.reactivateProfile(address(bunnies), tokenId);

        uint256 first = _createProfile(ALICE, 1);
        vm.prank(ALICE);
        profile.pauseProfile();
        vm.prank(ADMIN);
        profile.makeTeamNotJoinable(1);
        _fund(ALICE, address(profile), TO_REACTIVATE);
        vm.startPrank(ALICE);
        bunnies.approve(address(profile), first);
        profile.reactivateProfile(address(bunnies), first);
        vm.stopPrank();
        assertTrue(_isActive(ALICE), "reactivated in its closed team");
    }

    function test_collectiblesSentStraightToTheProfileAreRefused() public {
        uint256 tokenId = _mintTo(ALICE, 0);
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721InvalidReceiver.selector, address(profile)));
        bunnies.safeTransferFrom(ALICE, address(profile), tokenId);
    }

    function test_pointsMoveOnlyThroughPointRole() public {
        _createProfile(ALICE, 1);
        bytes32 pointRole = profile.POINT_ROLE();
        vm.prank(ALICE);
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, ALICE, pointRole)
        );
        profile.increaseUserPoints(ALICE, 100, 1);
        vm.prank(ADMIN);
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, ADMIN, pointRole)
        );
        profile.removeUserPoints(ALICE, 1);

        address[] memory users = new address[](2);
        (users[0], users[1]) = (ALICE, BOB);
        vm.startPrank(POINTER);
        profile.increaseUserPoints(ALICE, 100, 200_001);
        profile.increaseUserPointsMultiple(users, 50, 200_002);
        profile.removeUserPoints(ALICE, 30);
        profile.removeUserPointsMultiple(users, 10);
        profile.increaseTeamPoints(2, 500, 300_001);
        profile.removeTeamPoints(2, 200);
        vm.expectRevert(abi.encodeWithSelector(GriddleProfile.InsufficientPoints.selector, 41, 40));
        profile.removeUserPoints(BOB, 41);
        vm.expectRevert(abi.encodeWithSelector(GriddleProfile.InsufficientPoints.selector, 301, 300));
        profile.removeTeamPoints(2, 301);
        vm.expectRevert(abi.encodeWithSelector(GriddleProfile.InvalidTeam.selector, 9));
        profile.increaseTeamPoints(9, 1, 1);
        vm.stopPrank();
        (, uint256 points,,,,) = profile.getUserProfile(ALICE);
        assertEq(points, 110, "100 + 50 - 30 - 10");
        (,,, uint256 teamPoints,) = profile.getTeamProfile(2);
        assertEq(teamPoints, 300, "500 - 200");
    }

    function test_multipleUserCallsAreBounded() public {
        address[] memory users = new address[](1001);
        vm.prank(POINTER);
        vm.expectRevert(abi.encodeWithSelector(GriddleProfile.TooManyUsers.selector, 1001, 1000));
        profile.increaseUserPointsMultiple(users, 1, 1);
    }

    function test_adminManagesTeamsWithinTheNameBounds() public {
        vm.startPrank(ADMIN);
        vm.expectRevert(abi.encodeWithSelector(GriddleProfile.InvalidTeamName.selector, 3));
        profile.addTeam("abc", "too short");
        vm.expectRevert(abi.encodeWithSelector(GriddleProfile.InvalidTeamName.selector, 20));
        profile.addTeam("abcdefghijklmnopqrst", "too long");
        profile.renameTeam(1, "Syrup Squall", "Renamed");
        vm.expectRevert(abi.encodeWithSelector(GriddleProfile.InvalidTeam.selector, 4));
        profile.renameTeam(4, "Nobody", "");
        vm.stopPrank();
        (string memory name, string memory description,,, bool joinable) = profile.getTeamProfile(1);
        assertEq(keccak256(bytes(name)), keccak256("Syrup Squall"), "renamed");
        assertEq(keccak256(bytes(description)), keccak256("Renamed"), "described");
        assertTrue(joinable, "still joinable");
        assertEq(profile.numberTeams(), 3, "three teams");
        bytes32 adminRole = profile.DEFAULT_ADMIN_ROLE();
        vm.prank(ALICE);
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, ALICE, adminRole)
        );
        profile.addTeam("Intruders", "");
    }

    function test_changeTeamMovesActiveMembersOnly() public {
        _createProfile(ALICE, 1);
        _createProfile(BOB, 1);
        vm.prank(BOB);
        profile.pauseProfile();
        address special = address(0x5EC);
        vm.startPrank(ADMIN);
        profile.grantRole(profile.SPECIAL_ROLE(), special);
        vm.stopPrank();
        vm.startPrank(special);
        profile.changeTeam(ALICE, 2);
        profile.changeTeam(BOB, 3);
        vm.expectRevert(abi.encodeWithSelector(GriddleProfile.AlreadyInTeam.selector, ALICE, 2));
        profile.changeTeam(ALICE, 2);
        vm.expectRevert(abi.encodeWithSelector(GriddleProfile.NotRegistered.selector, address(0xC0)));
        profile.changeTeam(address(0xC0), 2);
        vm.stopPrank();
        (,, uint256 team1,,) = profile.getTeamProfile(1);
        (,, uint256 team2,,) = profile.getTeamProfile(2);
        (,, uint256 team3,,) = profile.getTeamProfile(3);
        assertEq(team1, 0, "team 1 emptied");
        assertEq(team2, 1, "Alice moved to team 2");
        assertEq(team3, 0, "paused Bob counts nowhere");
        (,, uint256 bobsTeam,,,) = profile.getUserProfile(BOB);
        assertEq(bobsTeam, 3, "Bob's team changed");
    }

    function test_addNftAddressNeedsAnErc721() public {
        vm.startPrank(ADMIN);
        vm.expectRevert(abi.encodeWithSelector(GriddleProfile.NotErc721.selector, address(cake)));
        profile.addNftAddress(address(cake));
        vm.expectRevert(abi.encodeWithSelector(GriddleProfile.NotErc721.selector, ALICE));
        profile.addNftAddress(ALICE);
        PlainCollection plain = new PlainCollection();
        profile.addNftAddress(address(plain));
        assertTrue(profile.hasRole(profile.NFT_ROLE(), address(plain)), "approved");
        vm.stopPrank();
    }

    function test_adminSetsCostsWithinBoundsAndTheReceiver() public {
        vm.startPrank(ADMIN);
        profile.updateNumberCake(1 ether, 3 ether, 4 ether);
        uint256 max = profile.MAX_NUMBER_CAKE();
        vm.expectRevert(abi.encodeWithSelector(GriddleProfile.CakeCostTooHigh.selector, max + 1, max));
        profile.updateNumberCake(0, 0, max + 1);
        vm.expectRevert(GriddleProfile.ZeroAddress.selector);
        profile.setCakeReceiver(address(0));
        profile.setCakeReceiver(BOB);
        vm.stopPrank();
        assertEq(profile.numberCakeToReactivate(), 1 ether, "reactivate");
        assertEq(profile.numberCakeToRegister(), 3 ether, "register");
        assertEq(profile.numberCakeToUpdate(), 4 ether, "update");
        _createProfile(ALICE, 1);
        assertEq(cake.balanceOf(BOB), 3 ether, "the new receiver got the register cost");
    }

    function test_readsOfMissingProfilesAndTeamsRevert() public {
        vm.expectRevert(abi.encodeWithSelector(GriddleProfile.NotRegistered.selector, ALICE));
        profile.getUserProfile(ALICE);
        vm.expectRevert(abi.encodeWithSelector(GriddleProfile.InvalidTeam.selector, 0));
        profile.getTeamProfile(0);
        assertTrue(!profile.getUserStatus(ALICE), "no profile is not active");
    }

    function test_aContractUserCannotReenterWhenItsAvatarComesBack() public {
        ReentrantCollector collector = new ReentrantCollector();
        uint256 first = _mintTo(address(collector), 0);
        uint256 second = _mintTo(address(collector), 1);
        cake.mint(address(collector), 100 ether);
        collector.act(address(cake), abi.encodeCall(IERC20.approve, (address(profile), type(uint256).max)));
        collector.act(address(bunnies), abi.encodeWithSignature("setApprovalForAll(address,bool)", profile, true));
        collector.act(address(profile), abi.encodeCall(GriddleProfile.createProfile, (1, address(bunnies), first)));
        // On the way back of the paused avatar, the collector tries to reactivate with its other token.
        collector.setReplay(
            address(profile), abi.encodeCall(GriddleProfile.reactivateProfile, (address(bunnies), second))
        );
        collector.act(address(profile), abi.encodeCall(GriddleProfile.pauseProfile, ()));
        assertEq(collector.replaysSucceeded(), 0, "no re-entry got through");
        assertEq(collector.replaysFailed(), 1, "the re-entry was refused");
        assertTrue(!_isActive(address(collector)), "paused");
        assertEq(bunnies.ownerOf(first), address(collector), "avatar returned");
        assertEq(bunnies.ownerOf(second), address(collector), "the other token never moved");
        assertEq(cake.balanceOf(RECEIVER), TO_REGISTER, "only the register cost was paid");
    }

    function test_costsOfZeroChargeNothing() public {
        vm.prank(ADMIN);
        profile.updateNumberCake(0, 0, 0);
        uint256 tokenId = _mintTo(ALICE, 0);
        vm.startPrank(ALICE);
        bunnies.approve(address(profile), tokenId);
        profile.createProfile(1, address(bunnies), tokenId);
        vm.stopPrank();
        assertEq(cake.balanceOf(RECEIVER), 0, "nothing charged");
        assertTrue(AmmTestToken(address(cake)).totalSupply() == 0, "no CAKE was needed");
    }

    function test_pointsGrantedBeforeRegisteringAreKept() public {
        vm.prank(POINTER);
        profile.increaseUserPoints(ALICE, 40, 200_002);
        _createProfile(ALICE, 1);
        (, uint256 points,,,,) = profile.getUserProfile(ALICE);
        assertEq(points, 40, "kept");
    }
}

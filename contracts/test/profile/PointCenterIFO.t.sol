// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {PointCenterIFO} from "../../src/profile/PointCenterIFO.sol";
import {TestIFO} from "./mocks/TestIFO.sol";
import {ProfileTest} from "./utils/ProfileTest.sol";

contract PointCenterIFOTest is ProfileTest {
    uint256 internal constant THRESHOLD = 10 ether;
    uint256 internal constant CAMPAIGN = 500_001;

    PointCenterIFO internal center;
    TestIFO internal ifo;

    function setUp() public override {
        super.setUp();
        center = new PointCenterIFO(profile, 100, ADMIN);
        ifo = new TestIFO();
        vm.startPrank(ADMIN);
        profile.grantRole(profile.POINT_ROLE(), address(center));
        center.addIFOAddress(address(ifo), THRESHOLD, CAMPAIGN, 100);
        vm.stopPrank();
    }

    function test_ifosReadsTheOfferingsTermsByAddress() public view {
        (uint256 thresholdToClaim, uint256 campaignId, uint256 numberPoints) = center.ifos(address(ifo));
        assertEq(thresholdToClaim, THRESHOLD, "threshold");
        assertEq(campaignId, CAMPAIGN, "campaign");
        assertEq(numberPoints, 100, "points");
    }

    function test_getPointsGrantsTheOfferingsPointsOnceAtOrAboveTheThreshold() public {
        _createProfile(ALICE, 1);
        ifo.setUserInfo(ALICE, THRESHOLD, true);
        assertTrue(center.checkClaimStatus(ALICE, address(ifo)), "claimable at the threshold");
        vm.prank(ALICE);
        center.getPoints(address(ifo));
        (, uint256 points,,,,) = profile.getUserProfile(ALICE);
        assertEq(points, 100, "the offering's points");
        assertTrue(center.hasClaimed(ALICE, address(ifo)), "claimed");
        assertTrue(!center.checkClaimStatus(ALICE, address(ifo)), "once");
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(PointCenterIFO.AlreadyClaimed.selector, ALICE, address(ifo)));
        center.getPoints(address(ifo));
    }

    function test_getPointsRefusesWhatCheckClaimStatusRefuses() public {
        _createProfile(ALICE, 1);
        _createProfile(BOB, 2);
        ifo.setUserInfo(ALICE, THRESHOLD - 1, true);
        ifo.setUserInfo(BOB, THRESHOLD, false);
        assertTrue(!center.checkClaimStatus(ALICE, address(ifo)), "below the threshold");
        assertTrue(!center.checkClaimStatus(BOB, address(ifo)), "tokens not collected");
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(PointCenterIFO.BelowThreshold.selector, THRESHOLD - 1, THRESHOLD));
        center.getPoints(address(ifo));
        vm.prank(BOB);
        vm.expectRevert(abi.encodeWithSelector(PointCenterIFO.NotCollected.selector, BOB, address(ifo)));
        center.getPoints(address(ifo));

        vm.prank(BOB);
        profile.pauseProfile();
        ifo.setUserInfo(BOB, THRESHOLD, true);
        assertTrue(!center.checkClaimStatus(BOB, address(ifo)), "paused profile");
        vm.prank(BOB);
        vm.expectRevert(abi.encodeWithSelector(PointCenterIFO.ProfileNotActive.selector, BOB));
        center.getPoints(address(ifo));

        TestIFO unknown = new TestIFO();
        unknown.setUserInfo(ALICE, THRESHOLD, true);
        assertTrue(!center.checkClaimStatus(ALICE, address(unknown)), "an offering never added");
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(PointCenterIFO.InvalidIFO.selector, address(unknown)));
        center.getPoints(address(unknown));
    }

    function test_checkClaimStatusesIsBoundedByMaxViewLength() public {
        _createProfile(ALICE, 1);
        ifo.setUserInfo(ALICE, THRESHOLD, true);
        address[] memory offerings = new address[](2);
        (offerings[0], offerings[1]) = (address(ifo), address(new TestIFO()));
        bool[] memory statuses = center.checkClaimStatuses(ALICE, offerings);
        assertTrue(statuses[0] && !statuses[1], "one claimable of two");
        vm.prank(ADMIN);
        center.updateMaxViewLength(1);
        vm.expectRevert(abi.encodeWithSelector(PointCenterIFO.TooMany.selector, 2, 1));
        center.checkClaimStatuses(ALICE, offerings);
        vm.prank(ADMIN);
        vm.expectRevert(abi.encodeWithSelector(PointCenterIFO.TooMany.selector, 1001, 1000));
        center.updateMaxViewLength(1001);
    }

    function test_onlyTheOwnerAddsOfferings() public {
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, ALICE));
        center.addIFOAddress(address(ifo), 0, 1, 1);
        vm.prank(ADMIN);
        vm.expectRevert(PointCenterIFO.ZeroAddress.selector);
        center.addIFOAddress(address(0), 0, 1, 1);
    }

    /// @dev Whatever the commitment and threshold, claimable exactly when at or above the threshold.
    function testFuzz_checkClaimStatusMatchesGetPoints(uint256 amount, uint256 threshold) public {
        threshold = bound(threshold, 0, 1e30);
        amount = bound(amount, 0, 1e30);
        vm.prank(ADMIN);
        center.addIFOAddress(address(ifo), threshold, CAMPAIGN, 7);
        _createProfile(ALICE, 1);
        ifo.setUserInfo(ALICE, amount, true);
        bool claimable = center.checkClaimStatus(ALICE, address(ifo));
        assertTrue(claimable == (amount >= threshold), "claimable iff at or above the threshold");
        vm.prank(ALICE);
        if (!claimable) vm.expectRevert(abi.encodeWithSelector(PointCenterIFO.BelowThreshold.selector, amount, threshold));
        center.getPoints(address(ifo));
        (, uint256 points,,,,) = profile.getUserProfile(ALICE);
        assertEq(points, claimable ? 7 : 0, "points only when claimable");
    }
}

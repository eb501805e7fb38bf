// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {GriddleTradingCompetition} from "../../src/competition/GriddleTradingCompetition.sol";
import {CallbackToken} from "./mocks/CallbackToken.sol";
import {CompetitorWallet} from "./mocks/CompetitorWallet.sol";
import {CompetitionTest} from "./utils/CompetitionTest.sol";
import {ResultsTree} from "./utils/ResultsTree.sol";

contract GriddleTradingCompetitionTest is CompetitionTest {
    GriddleTradingCompetition.CompetitionStatus private constant REGISTRATION =
        GriddleTradingCompetition.CompetitionStatus.Registration;
    GriddleTradingCompetition.CompetitionStatus private constant LIVE = GriddleTradingCompetition.CompetitionStatus.Live;
    GriddleTradingCompetition.CompetitionStatus private constant CLOSE =
        GriddleTradingCompetition.CompetitionStatus.Close;
    GriddleTradingCompetition.CompetitionStatus private constant CLAIMING =
        GriddleTradingCompetition.CompetitionStatus.Claiming;
    GriddleTradingCompetition.CompetitionStatus private constant OVER = GriddleTradingCompetition.CompetitionStatus.Over;

    function test_constructorRefusesZeroAddressesAndTeamCountsOutOfBounds() public {
        vm.expectRevert(GriddleTradingCompetition.ZeroValue.selector);
        new GriddleTradingCompetition(IERC20(address(0)), profile, 3, OPERATOR, ADMIN);
        vm.expectRevert(GriddleTradingCompetition.ZeroValue.selector);
        new GriddleTradingCompetition(IERC20(address(cake)), profile, 3, address(0), ADMIN);
        vm.expectRevert(abi.encodeWithSelector(GriddleTradingCompetition.InvalidNumberTeams.selector, 0));
        new GriddleTradingCompetition(IERC20(address(cake)), profile, 0, OPERATOR, ADMIN);
        vm.expectRevert(abi.encodeWithSelector(GriddleTradingCompetition.InvalidNumberTeams.selector, 33));
        new GriddleTradingCompetition(IERC20(address(cake)), profile, 33, OPERATOR, ADMIN);
    }

    function test_registerRecordsTheProfilesTeam() public {
        _createProfile(ALICE, 2);
        vm.expectEmit(true, false, false, true, address(competition));
        emit GriddleTradingCompetition.UserRegister(ALICE, 2);
        vm.prank(ALICE);
        competition.register();
        (bool registered, bool claimed, uint256 teamId, uint256 rank, uint256 group) =
            competition.viewUserStatus(ALICE);
        assertTrue(registered && !claimed, "registered, not claimed");
        assertEq(teamId, 2, "team from the profile");
        assertEq(rank + group, 0, "no rank or group before the claim");
        assertEq(competition.numberRegistered(), 1, "one registered");
    }

    function test_registerNeedsAnActiveProfileOnceAndInRegistration() public {
        vm.expectRevert(abi.encodeWithSelector(GriddleTradingCompetition.ProfileNotActive.selector, ALICE));
        vm.prank(ALICE);
        competition.register();

        _createProfile(ALICE, 1);
        vm.prank(ALICE);
        profile.pauseProfile();
        vm.expectRevert(abi.encodeWithSelector(GriddleTradingCompetition.ProfileNotActive.selector, ALICE));
        vm.prank(ALICE);
        competition.register();

        _register(BOB, 3);
        vm.expectRevert(abi.encodeWithSelector(GriddleTradingCompetition.AlreadyRegistered.selector, BOB));
        vm.prank(BOB);
        competition.register();

        _createProfile(CAROL, 1);
        _advance(LIVE);
        vm.expectRevert(abi.encodeWithSelector(GriddleTradingCompetition.WrongStatus.selector, LIVE, REGISTRATION));
        vm.prank(CAROL);
        competition.register();
    }

    function test_phasesMoveForwardOneStepByOwnerOrOperatorOnly() public {
        vm.expectRevert(abi.encodeWithSelector(GriddleTradingCompetition.NotOwnerOrOperator.selector, ALICE));
        vm.prank(ALICE);
        competition.updateCompetitionStatus(LIVE);
        vm.expectRevert(abi.encodeWithSelector(GriddleTradingCompetition.InvalidStatusChange.selector, REGISTRATION, CLOSE));
        vm.prank(OPERATOR);
        competition.updateCompetitionStatus(CLOSE);

        vm.roll(200);
        vm.prank(ADMIN);
        competition.updateCompetitionStatus(LIVE);
        assertEq(competition.liveStartBlock(), 200, "live start block");
        vm.expectRevert(abi.encodeWithSelector(GriddleTradingCompetition.InvalidStatusChange.selector, LIVE, REGISTRATION));
        vm.prank(OPERATOR);
        competition.updateCompetitionStatus(REGISTRATION);

        vm.roll(300);
        vm.expectEmit(false, false, false, true, address(competition));
        emit GriddleTradingCompetition.NewCompetitionStatus(CLOSE, 300);
        _advance(CLOSE);
        assertEq(competition.closeBlock(), 300, "close block");
        vm.expectRevert(GriddleTradingCompetition.ResultsNotPublished.selector);
        _advance(CLAIMING);
        vm.prank(OPERATOR);
        competition.publishResults(keccak256("root"));
        _advance(CLAIMING);
        _advance(OVER);
        vm.expectRevert(abi.encodeWithSelector(GriddleTradingCompetition.InvalidStatusChange.selector, OVER, OVER));
        _advance(OVER);
    }

    function test_resultsArePublishedOnlyInCloseByOwnerOrOperatorAndNeverZero() public {
        vm.expectRevert(abi.encodeWithSelector(GriddleTradingCompetition.WrongStatus.selector, REGISTRATION, CLOSE));
        vm.prank(OPERATOR);
        competition.publishResults(keccak256("root"));
        _advance(LIVE);
        _advance(CLOSE);
        vm.expectRevert(abi.encodeWithSelector(GriddleTradingCompetition.NotOwnerOrOperator.selector, ALICE));
        vm.prank(ALICE);
        competition.publishResults(keccak256("root"));
        vm.expectRevert(GriddleTradingCompetition.ZeroValue.selector);
        vm.prank(OPERATOR);
        competition.publishResults(bytes32(0));
        vm.prank(OPERATOR);
        competition.publishResults(keccak256("first"));
        vm.prank(ADMIN);
        competition.publishResults(keccak256("second"));
        assertEq(competition.resultsRoot(), keccak256("second"), "replaced before claiming");
        _advance(CLAIMING);
        vm.expectRevert(abi.encodeWithSelector(GriddleTradingCompetition.WrongStatus.selector, CLAIMING, CLOSE));
        vm.prank(OPERATOR);
        competition.publishResults(keccak256("third"));
    }

    function test_claimPaysTheRanksRewardOnceWithPoints() public {
        _register(ALICE, 1);
        _register(BOB, 2);
        _register(CAROL, 3);
        bytes32[] memory leaves = new bytes32[](3);
        leaves[0] = _leaf(ALICE, 1, 2, 4);
        leaves[1] = _leaf(BOB, 2, 1, 3);
        leaves[2] = _leaf(CAROL, 3, 3, 0);
        _toClaiming(leaves);

        bytes32[] memory proof = ResultsTree.proof(leaves, leaves[0]);
        _claimAndCheck(ALICE, 2, 4, proof);
        (, bool claimedAfter, uint256 teamId, uint256 rank, uint256 group) = competition.viewUserStatus(ALICE);
        assertTrue(claimedAfter, "claimed");
        assertEq(teamId * 100 + rank * 10 + group, 124, "team 1, rank 2, group 4 recorded");
        assertEq(competition.cakePaid(), _cakeRewards(2)[4], "paid");

        vm.expectRevert(abi.encodeWithSelector(GriddleTradingCompetition.AlreadyClaimed.selector, ALICE));
        vm.prank(ALICE);
        competition.claimReward(2, 4, proof);

        // Group 0 pays no CAKE, only its points.
        _claimAndCheck(CAROL, 3, 0, ResultsTree.proof(leaves, leaves[2]));
        assertEq(cake.balanceOf(CAROL), 0, "group 0: no CAKE");
    }

    function test_claimRefusesForgedLeavesOtherAccountsProofsAndUnregistered() public {
        _register(ALICE, 1);
        _register(BOB, 2);
        bytes32[] memory leaves = new bytes32[](2);
        leaves[0] = _leaf(ALICE, 1, 2, 1);
        leaves[1] = _leaf(BOB, 2, 1, 4);
        _toClaiming(leaves);
        bytes32[] memory aliceProof = ResultsTree.proof(leaves, leaves[0]);

        vm.expectRevert(abi.encodeWithSelector(GriddleTradingCompetition.InvalidProof.selector, ALICE));
        vm.prank(ALICE);
        competition.claimReward(1, 4, aliceProof);
        vm.expectRevert(abi.encodeWithSelector(GriddleTradingCompetition.InvalidProof.selector, BOB));
        vm.prank(BOB);
        competition.claimReward(2, 1, aliceProof);
        vm.expectRevert(abi.encodeWithSelector(GriddleTradingCompetition.NotRegistered.selector, CAROL));
        vm.prank(CAROL);
        competition.claimReward(2, 1, aliceProof);
        vm.expectRevert(abi.encodeWithSelector(GriddleTradingCompetition.InvalidTeamRank.selector, 4));
        vm.prank(ALICE);
        competition.claimReward(4, 1, aliceProof);
        vm.expectRevert(abi.encodeWithSelector(GriddleTradingCompetition.InvalidRewardGroup.selector, 5));
        vm.prank(ALICE);
        competition.claimReward(2, 5, aliceProof);
    }

    function test_claimOnlyInClaimingAndNeverBeyondTheFundedCake() public {
        _register(ALICE, 1);
        bytes32[] memory leaves = new bytes32[](1);
        leaves[0] = _leaf(ALICE, 1, 1, 4);
        bytes32[] memory proof = new bytes32[](0);
        vm.expectRevert(abi.encodeWithSelector(GriddleTradingCompetition.WrongStatus.selector, REGISTRATION, CLAIMING));
        vm.prank(ALICE);
        competition.claimReward(1, 4, proof);

        // A reward table above the funded CAKE: the claim is refused, donations do not count.
        uint256[5] memory huge = [uint256(0), 0, 0, 0, FUNDED + 1];
        vm.prank(ADMIN);
        competition.updateTeamRewards(1, _campaigns(1), huge, _pointRewards(1));
        cake.mint(address(competition), 5 ether);
        _toClaiming(leaves);
        vm.expectRevert(
            abi.encodeWithSelector(GriddleTradingCompetition.RewardsUnderfunded.selector, FUNDED + 1, FUNDED)
        );
        vm.prank(ALICE);
        competition.claimReward(1, 4, proof);
        vm.expectRevert(GriddleTradingCompetition.RewardsLocked.selector);
        vm.prank(ADMIN);
        competition.updateTeamRewards(1, _campaigns(1), _cakeRewards(1), _pointRewards(1));

        _advance(OVER);
        vm.expectRevert(abi.encodeWithSelector(GriddleTradingCompetition.WrongStatus.selector, OVER, CLAIMING));
        vm.prank(ALICE);
        competition.claimReward(1, 4, proof);
    }

    function test_rewardsTableIsOwnersAndViewedByRank() public {
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, OPERATOR));
        vm.prank(OPERATOR);
        competition.updateTeamRewards(1, _campaigns(1), _cakeRewards(1), _pointRewards(1));
        vm.expectRevert(abi.encodeWithSelector(GriddleTradingCompetition.InvalidTeamRank.selector, 0));
        vm.prank(ADMIN);
        competition.updateTeamRewards(0, _campaigns(1), _cakeRewards(1), _pointRewards(1));
        GriddleTradingCompetition.CompetitionRewards[] memory table = competition.viewRewardTeams();
        assertEq(table.length, 3, "a row per team rank");
        for (uint256 rank = 1; rank <= 3; ++rank) {
            for (uint256 group = 0; group < 5; ++group) {
                assertEq(table[rank - 1].cakeRewards[group], _cakeRewards(rank)[group], "CAKE");
                assertEq(table[rank - 1].pointUsers[group], _pointRewards(rank)[group], "points");
                assertEq(table[rank - 1].userCampaignId[group], _campaigns(rank)[group], "campaign");
            }
        }
    }

    function test_remainderGoesToTheOwnerOnlyWhenOver() public {
        _register(ALICE, 1);
        bytes32[] memory leaves = new bytes32[](1);
        leaves[0] = _leaf(ALICE, 1, 1, 4);
        _toClaiming(leaves);
        vm.prank(ALICE);
        competition.claimReward(1, 4, new bytes32[](0));
        vm.expectRevert(abi.encodeWithSelector(GriddleTradingCompetition.WrongStatus.selector, CLAIMING, OVER));
        vm.prank(ADMIN);
        competition.claimRemainder();
        _advance(OVER);
        uint256 before = cake.balanceOf(ADMIN);
        vm.prank(ADMIN);
        competition.claimRemainder();
        assertEq(cake.balanceOf(ADMIN) - before, FUNDED - _cakeRewards(1)[4], "the unclaimed CAKE");
        vm.prank(ADMIN);
        competition.claimRemainder();
        assertEq(cake.balanceOf(ADMIN) - before, FUNDED - _cakeRewards(1)[4], "nothing twice");
        vm.expectRevert(abi.encodeWithSelector(GriddleTradingCompetition.WrongStatus.selector, OVER, CLAIMING));
        vm.prank(ADMIN);
        competition.fundRewards(1);
    }

    function test_aContractAccountCompetesButCannotReenterItsClaim() public {
        CallbackToken token = new CallbackToken();
        GriddleTradingCompetition hostile =
            new GriddleTradingCompetition(IERC20(address(token)), profile, 3, OPERATOR, ADMIN);
        vm.startPrank(ADMIN);
        profile.grantRole(profile.POINT_ROLE(), address(hostile));
        hostile.updateTeamRewards(1, _campaigns(1), _cakeRewards(1), _pointRewards(1));
        vm.stopPrank();
        token.mint(ADMIN, FUNDED);
        vm.startPrank(ADMIN);
        token.approve(address(hostile), FUNDED);
        hostile.fundRewards(FUNDED);
        vm.stopPrank();

        CompetitorWallet wallet = new CompetitorWallet();
        uint256 tokenId = _mintTo(address(wallet), 0);
        _fund(address(wallet), address(profile), TO_REGISTER);
        wallet.act(address(bunnies), abi.encodeWithSignature("approve(address,uint256)", profile, tokenId));
        wallet.act(address(profile), abi.encodeCall(profile.createProfile, (1, address(bunnies), tokenId)));
        wallet.act(address(hostile), abi.encodeCall(hostile.register, ()));

        bytes32 leaf = hostile.resultLeaf(address(wallet), 1, 1, 4);
        vm.startPrank(OPERATOR);
        hostile.updateCompetitionStatus(LIVE);
        hostile.updateCompetitionStatus(CLOSE);
        hostile.publishResults(leaf);
        hostile.updateCompetitionStatus(CLAIMING);
        vm.stopPrank();

        bytes memory claim = abi.encodeCall(hostile.claimReward, (1, 4, new bytes32[](0)));
        wallet.setReplay(address(hostile), claim);
        wallet.act(address(hostile), claim);
        assertEq(wallet.replaysSucceeded(), 0, "the re-entered claim failed");
        assertEq(wallet.replaysFailed(), 1, "the re-entry was tried");
        assertEq(token.balanceOf(address(wallet)), _cakeRewards(1)[4], "paid once");
        assertEq(hostile.cakePaid(), _cakeRewards(1)[4], "accounted once");
    }

    function test_fundingCountsWhatArrives() public {
        CallbackToken token = new CallbackToken();
        token.setFeeBps(100);
        GriddleTradingCompetition taxed =
            new GriddleTradingCompetition(IERC20(address(token)), profile, 3, OPERATOR, ADMIN);
        token.mint(BOB, 1000 ether);
        vm.startPrank(BOB);
        token.approve(address(taxed), 1000 ether);
        taxed.fundRewards(1000 ether);
        vm.stopPrank();
        assertEq(taxed.cakeFunded(), 990 ether, "1% fee: 990 counted");
        assertEq(token.balanceOf(address(taxed)), 990 ether, "held");
    }

    function test_operatorIsSetByTheOwner() public {
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, OPERATOR));
        vm.prank(OPERATOR);
        competition.setOperatorAddress(ALICE);
        vm.prank(ADMIN);
        competition.setOperatorAddress(BOB);
        assertEq(competition.operatorAddress(), BOB, "new operator");
        vm.expectRevert(abi.encodeWithSelector(GriddleTradingCompetition.NotOwnerOrOperator.selector, OPERATOR));
        vm.prank(OPERATOR);
        competition.updateCompetitionStatus(LIVE);
    }

    /// @dev `user` claims rank `rank`, group `group`: the information view, the event, the CAKE and the points.
    function _claimAndCheck(address user, uint256 rank, uint256 group, bytes32[] memory proof) private {
        uint256 expectedCake = _cakeRewards(rank)[group];
        uint256 expectedPoints = _pointRewards(rank)[group];
        (bool registered, bool claimed, uint256 cakeReward, uint256 pointReward) =
            competition.claimInformation(user, rank, group);
        assertTrue(registered && !claimed, "flags before");
        assertEq(cakeReward, expectedCake, "information: CAKE");
        assertEq(pointReward, expectedPoints, "information: points");
        vm.expectEmit(true, false, false, true, address(competition));
        emit GriddleTradingCompetition.UserClaim(user, rank, group, expectedCake, expectedPoints);
        vm.prank(user);
        competition.claimReward(rank, group, proof);
        assertEq(cake.balanceOf(user), expectedCake, "CAKE paid to the wei");
        (, uint256 points,,,,) = profile.getUserProfile(user);
        assertEq(points, expectedPoints, "points added");
    }
}

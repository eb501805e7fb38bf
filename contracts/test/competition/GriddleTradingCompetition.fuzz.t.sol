// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {GriddleTradingCompetition} from "../../src/competition/GriddleTradingCompetition.sol";
import {CompetitionTest} from "./utils/CompetitionTest.sol";
import {ResultsTree} from "./utils/ResultsTree.sol";

contract GriddleTradingCompetitionFuzzTest is CompetitionTest {
    /// @dev Any leaf but the caller's own, and any proof built for another leaf, is refused.
    function testFuzz_claimRefusesEveryLeafButTheCallersOwn(uint256 rank, uint256 group, bytes32 noise) public {
        rank = bound(rank, 1, 3);
        group = bound(group, 0, 4);
        _register(ALICE, 1);
        _register(BOB, 2);
        bytes32[] memory leaves = new bytes32[](3);
        leaves[0] = _leaf(ALICE, 1, 3, 2);
        leaves[1] = _leaf(BOB, 2, 1, 4);
        leaves[2] = noise;
        _toClaiming(leaves);

        bytes32[] memory proof = ResultsTree.proof(leaves, leaves[0]);
        if (rank != 3 || group != 2) {
            vm.expectRevert(abi.encodeWithSelector(GriddleTradingCompetition.InvalidProof.selector, ALICE));
            vm.prank(ALICE);
            competition.claimReward(rank, group, proof);
        }
        // BOB replays ALICE's proof, or a proof with a forged element, for any rank and group.
        vm.expectRevert(abi.encodeWithSelector(GriddleTradingCompetition.InvalidProof.selector, BOB));
        vm.prank(BOB);
        competition.claimReward(rank, group, proof);
        bytes32[] memory bobProof = ResultsTree.proof(leaves, leaves[1]);
        bobProof[0] = bobProof[0] ^ bytes32(uint256(1) << (uint256(noise) % 256));
        vm.expectRevert(abi.encodeWithSelector(GriddleTradingCompetition.InvalidProof.selector, BOB));
        vm.prank(BOB);
        competition.claimReward(1, 4, bobProof);
        assertEq(cake.balanceOf(ALICE) + cake.balanceOf(BOB), 0, "nothing paid");
    }

    /// @dev Registration is refused in every phase after the first.
    function testFuzz_registerOnlyInRegistration(uint256 steps) public {
        steps = bound(steps, 1, 4);
        _createProfile(ALICE, 1);
        _walk(steps);
        GriddleTradingCompetition.CompetitionStatus status = competition.currentStatus();
        vm.expectRevert(
            abi.encodeWithSelector(
                GriddleTradingCompetition.WrongStatus.selector,
                status,
                GriddleTradingCompetition.CompetitionStatus.Registration
            )
        );
        vm.prank(ALICE);
        competition.register();
    }

    /// @dev A valid proof is refused in every phase but claiming.
    function testFuzz_claimOnlyInClaiming(uint256 steps) public {
        steps = bound(steps, 0, 4);
        vm.assume(steps != 3);
        _register(ALICE, 1);
        bytes32 leaf = _leaf(ALICE, 1, 1, 4);
        _walkPublishing(steps, leaf);
        vm.expectRevert(
            abi.encodeWithSelector(
                GriddleTradingCompetition.WrongStatus.selector,
                competition.currentStatus(),
                GriddleTradingCompetition.CompetitionStatus.Claiming
            )
        );
        vm.prank(ALICE);
        competition.claimReward(1, 4, new bytes32[](0));
    }

    /// @dev Whatever the reward table (up to the largest amounts) and however many winners, the CAKE
    /// paid never exceeds the CAKE funded, and each winner is paid exactly its reward or refused whole.
    function testFuzz_cakePaidNeverExceedsFunded(uint256 topReward, uint256 secondReward, uint8 winners) public {
        topReward = bound(topReward, 0, type(uint128).max);
        secondReward = bound(secondReward, 0, type(uint128).max);
        uint256 count = bound(winners, 1, 6);
        vm.prank(ADMIN);
        competition.updateTeamRewards(1, _campaigns(1), [uint256(0), 0, 0, secondReward, topReward], _pointRewards(1));
        address[] memory users = new address[](count);
        bytes32[] memory leaves = new bytes32[](count);
        for (uint256 i = 0; i < count; ++i) {
            users[i] = address(uint160(0x5000 + i));
            _register(users[i], 1);
            leaves[i] = _leaf(users[i], 1, 1, 3 + (i % 2));
        }
        _toClaiming(leaves);
        uint256 paid;
        for (uint256 i = 0; i < count; ++i) {
            uint256 reward = i % 2 == 0 ? secondReward : topReward;
            bytes32[] memory proof = ResultsTree.proof(leaves, leaves[i]);
            if (paid + reward > FUNDED) {
                vm.expectRevert(
                    abi.encodeWithSelector(
                        GriddleTradingCompetition.RewardsUnderfunded.selector, reward, FUNDED - paid
                    )
                );
                vm.prank(users[i]);
                competition.claimReward(1, 3 + (i % 2), proof);
            } else {
                vm.prank(users[i]);
                competition.claimReward(1, 3 + (i % 2), proof);
                paid += reward;
                assertEq(cake.balanceOf(users[i]), reward, "exact reward");
            }
        }
        assertEq(competition.cakePaid(), paid, "paid");
        assertTrue(competition.cakePaid() <= competition.cakeFunded(), "paid <= funded");
        assertEq(cake.balanceOf(address(competition)), FUNDED - paid, "held");
    }

    /// @dev Only the owner and the operator move phases, whoever else calls.
    function testFuzz_onlyOwnerOrOperatorMovesPhases(address caller) public {
        vm.assume(caller != ADMIN && caller != OPERATOR);
        vm.expectRevert(abi.encodeWithSelector(GriddleTradingCompetition.NotOwnerOrOperator.selector, caller));
        vm.prank(caller);
        competition.updateCompetitionStatus(GriddleTradingCompetition.CompetitionStatus.Live);
    }

    function _walk(uint256 steps) private {
        _walkPublishing(steps, keccak256("root"));
    }

    function _walkPublishing(uint256 steps, bytes32 root) private {
        for (uint256 step = 1; step <= steps; ++step) {
            if (step == 3) {
                vm.prank(OPERATOR);
                competition.publishResults(root);
            }
            _advance(GriddleTradingCompetition.CompetitionStatus(step));
        }
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {GriddleTradingCompetition} from "../../../src/competition/GriddleTradingCompetition.sol";
import {ProfileTest} from "../../profile/utils/ProfileTest.sol";
import {ResultsTree} from "./ResultsTree.sol";

/// @dev The competition as the deployment wires it: CAKE rewards, the profile's three teams, the
/// point role granted, a reward table for every team rank and FUNDED CAKE, with OPERATOR as keeper.
abstract contract CompetitionTest is ProfileTest {
    address internal constant OPERATOR = address(0x0E7);
    address internal constant CAROL = address(0xCA201);
    uint256 internal constant FUNDED = 10_000 ether;
    uint256 internal constant CAMPAIGN = 511_000;

    GriddleTradingCompetition internal competition;

    function setUp() public virtual override {
        super.setUp();
        competition = new GriddleTradingCompetition(IERC20(address(cake)), profile, 3, OPERATOR, ADMIN);
        vm.startPrank(ADMIN);
        profile.grantRole(profile.POINT_ROLE(), address(competition));
        for (uint256 rank = 1; rank <= 3; ++rank) {
            competition.updateTeamRewards(rank, _campaigns(rank), _cakeRewards(rank), _pointRewards(rank));
        }
        vm.stopPrank();
        _fund(ADMIN, address(competition), FUNDED);
        vm.prank(ADMIN);
        competition.fundRewards(FUNDED);
    }

    /// @dev CAKE per group for a rank: rank 1's top group gets 1,000 CAKE, each lower rank half.
    function _cakeRewards(uint256 rank) internal pure returns (uint256[5] memory rewards) {
        uint256 top = 1000 ether / (2 ** (rank - 1));
        rewards = [uint256(0), top / 10, top / 5, top / 2, top];
    }

    function _pointRewards(uint256 rank) internal pure returns (uint256[5] memory points) {
        uint256 top = 1000 / rank;
        points = [uint256(top / 10), top / 5, top / 4, top / 2, top];
    }

    function _campaigns(uint256 rank) internal pure returns (uint256[5] memory ids) {
        for (uint256 group = 0; group < 5; ++group) {
            ids[group] = CAMPAIGN + rank * 10 + group;
        }
    }

    function _register(address user, uint256 teamId) internal {
        _createProfile(user, teamId);
        vm.prank(user);
        competition.register();
    }

    function _advance(GriddleTradingCompetition.CompetitionStatus status) internal {
        vm.prank(OPERATOR);
        competition.updateCompetitionStatus(status);
    }

    /// @dev Moves from registration to claiming, publishing the root of `leaves` at the close.
    function _toClaiming(bytes32[] memory leaves) internal {
        _advance(GriddleTradingCompetition.CompetitionStatus.Live);
        _advance(GriddleTradingCompetition.CompetitionStatus.Close);
        vm.prank(OPERATOR);
        competition.publishResults(ResultsTree.root(leaves));
        _advance(GriddleTradingCompetition.CompetitionStatus.Claiming);
    }

    function _leaf(address user, uint256 teamId, uint256 rank, uint256 group) internal view returns (bytes32) {
        return competition.resultLeaf(user, teamId, rank, group);
    }
}

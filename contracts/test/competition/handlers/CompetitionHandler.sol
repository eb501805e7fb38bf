// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {GriddleTradingCompetition} from "../../../src/competition/GriddleTradingCompetition.sol";
import {GriddleBunnies} from "../../../src/profile/GriddleBunnies.sol";
import {GriddleProfile} from "../../../src/profile/GriddleProfile.sol";
import {AmmTestToken} from "../../amm/mocks/AmmTestToken.sol";
import {TestBase} from "../../tokens/utils/TestBase.sol";
import {CompetitorWallet} from "../mocks/CompetitorWallet.sol";
import {ResultsTree} from "../utils/ResultsTree.sol";

/// @dev Plays the competition as attackers would: three plain accounts and a contract account create
/// and pause profiles, register in any phase, claim with their true leaf, with a forged rank or group,
/// with another account's proof, and twice; anyone donates CAKE; the operator moves phases and
/// publishes the true ranking. It records what the contract should have done: who may have
/// registered, each account's reward under the published root, and what was paid.
contract CompetitionHandler is TestBase {
    address public constant ADMIN = address(0xAD);
    address public constant OPERATOR = address(0x0E7);

    GriddleTradingCompetition public immutable competition;
    GriddleProfile public immutable profile;
    GriddleBunnies public immutable bunnies;
    AmmTestToken public immutable cake;
    CompetitorWallet public immutable wallet;

    /// @dev A call the rules forbid passed, or one they allow failed.
    bool public ruleBroken;
    uint256 public claimsPassed;
    uint256 public donated;
    mapping(address account => uint256) public expectedCake;

    address[4] private _actors;
    bytes32[] private _leaves;
    mapping(address account => uint256) private _rank;
    mapping(address account => uint256) private _group;

    constructor(GriddleTradingCompetition competition_, GriddleProfile profile_, GriddleBunnies bunnies_, AmmTestToken cake_)
    {
        (competition, profile, bunnies, cake) = (competition_, profile_, bunnies_, cake_);
        wallet = new CompetitorWallet();
        _actors = [address(0xA1), address(0xA2), address(0xA3), address(wallet)];
    }

    function actors() external view returns (address[4] memory) {
        return _actors;
    }

    function createProfile(uint256 actorSeed, uint256 teamSeed) external {
        address actor = _actor(actorSeed);
        if (profile.hasRegistered(actor)) return;
        vm.prank(ADMIN);
        uint256 tokenId = bunnies.mint(actor, "batter-bun.json", 0);
        cake.mint(actor, 5 ether);
        _as(actor, address(cake), abi.encodeCall(IERC20.approve, (address(profile), 5 ether)));
        _as(actor, address(bunnies), abi.encodeWithSignature("approve(address,uint256)", profile, tokenId));
        _as(actor, address(profile), abi.encodeCall(profile.createProfile, (1 + teamSeed % 3, address(bunnies), tokenId)));
    }

    function pauseProfile(uint256 actorSeed) external {
        address actor = _actor(actorSeed);
        if (!profile.getUserStatus(actor)) return;
        _as(actor, address(profile), abi.encodeCall(profile.pauseProfile, ()));
    }

    function register(uint256 actorSeed) external {
        address actor = _actor(actorSeed);
        (bool wasRegistered,,,,) = competition.viewUserStatus(actor);
        bool allowed = !wasRegistered && profile.getUserStatus(actor)
            && competition.currentStatus() == GriddleTradingCompetition.CompetitionStatus.Registration;
        bool ok = _try(actor, abi.encodeCall(competition.register, ()));
        if (ok != allowed) ruleBroken = true;
    }

    /// @dev The operator moves one phase on; at the close it publishes the ranking first (each
    /// registered account gets a rank and group from the seed). Only one call in four moves, and one
    /// in sixteen ends the claims, so the actors get to act in every phase within a run.
    function advance(uint256 rankingSeed) external {
        GriddleTradingCompetition.CompetitionStatus status = competition.currentStatus();
        if (status == GriddleTradingCompetition.CompetitionStatus.Over || rankingSeed % 4 != 0) return;
        if (status == GriddleTradingCompetition.CompetitionStatus.Claiming && rankingSeed % 16 != 0) return;
        if (status == GriddleTradingCompetition.CompetitionStatus.Close) _publish(rankingSeed);
        vm.prank(OPERATOR);
        competition.updateCompetitionStatus(GriddleTradingCompetition.CompetitionStatus(uint8(status) + 1));
    }

    function claim(uint256 actorSeed) external {
        address actor = _actor(actorSeed);
        (bool registered, bool claimed,,,) = competition.viewUserStatus(actor);
        bool allowed = registered && !claimed
            && competition.currentStatus() == GriddleTradingCompetition.CompetitionStatus.Claiming;
        bytes32[] memory proof = allowed ? ResultsTree.proof(_leaves, _leafOf(actor)) : new bytes32[](0);
        uint256 before = cake.balanceOf(actor);
        bool ok = _try(actor, abi.encodeCall(competition.claimReward, (_rank[actor], _group[actor], proof)));
        if (ok != allowed) ruleBroken = true;
        if (ok) {
            ++claimsPassed;
            (,, uint256 reward,) = competition.claimInformation(actor, _rank[actor], _group[actor]);
            expectedCake[actor] += reward;
            if (cake.balanceOf(actor) - before != reward) ruleBroken = true;
        }
    }

    /// @dev A claim with a rank or group other than the published one, or another account's proof.
    function claimForged(uint256 actorSeed, uint256 otherSeed, uint256 rank, uint256 group) external {
        address actor = _actor(actorSeed);
        address other = _actor(otherSeed);
        rank = bound(rank, 1, 3);
        group = bound(group, 0, 4);
        (bool registered,,,,) = competition.viewUserStatus(other);
        if (_leaves.length == 0 || !registered || (rank == _rank[actor] && group == _group[actor])) return;
        bytes32[] memory proof = ResultsTree.proof(_leaves, _leafOf(other));
        if (_try(actor, abi.encodeCall(competition.claimReward, (rank, group, proof)))) ruleBroken = true;
    }

    function donate(uint256 amount) external {
        amount = bound(amount, 1, 1_000 ether);
        cake.mint(address(competition), amount);
        donated += amount;
    }

    function _publish(uint256 seed) private {
        for (uint256 i = 0; i < _actors.length; ++i) {
            address actor = _actors[i];
            (bool registered,, uint256 teamId,,) = competition.viewUserStatus(actor);
            if (!registered) continue;
            _rank[actor] = 1 + uint256(keccak256(abi.encode(seed, actor, "rank"))) % 3;
            _group[actor] = uint256(keccak256(abi.encode(seed, actor, "group"))) % 5;
            _leaves.push(competition.resultLeaf(actor, teamId, _rank[actor], _group[actor]));
        }
        // An empty ranking still needs a root; no account can prove this one.
        if (_leaves.length == 0) _leaves.push(keccak256("nobody registered"));
        vm.prank(OPERATOR);
        competition.publishResults(ResultsTree.root(_leaves));
    }

    function _leafOf(address actor) private view returns (bytes32) {
        (,, uint256 teamId,,) = competition.viewUserStatus(actor);
        return competition.resultLeaf(actor, teamId, _rank[actor], _group[actor]);
    }

    function _actor(uint256 seed) private view returns (address) {
        return _actors[seed % _actors.length];
    }

    function _try(address actor, bytes memory data) private returns (bool ok) {
        if (actor == address(wallet)) {
            (ok,) = address(wallet).call(abi.encodeCall(wallet.act, (address(competition), data)));
        } else {
            vm.prank(actor);
            (ok,) = address(competition).call(data);
        }
    }

    function _as(address actor, address target, bytes memory data) private {
        if (actor == address(wallet)) {
            wallet.act(target, data);
        } else {
            vm.prank(actor);
            (bool ok, bytes memory result) = target.call(data);
            if (!ok) {
                assembly ("memory-safe") {
                    revert(add(result, 32), mload(result))
                }
            }
        }
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {BunnyFactory} from "../../../src/profile/BunnyFactory.sol";
import {BunnySpecialClaim} from "../../../src/profile/BunnySpecialClaim.sol";
import {GriddleBunnies} from "../../../src/profile/GriddleBunnies.sol";
import {GriddleProfile} from "../../../src/profile/GriddleProfile.sol";
import {AmmTestToken} from "../../amm/mocks/AmmTestToken.sol";
import {TestBase} from "../../tokens/utils/TestBase.sol";
import {PlainCollection} from "../mocks/PlainCollection.sol";
import {ReentrantCollector} from "../mocks/ReentrantCollector.sol";

/// @dev Plays the profile area as attackers would: three plain accounts and a contract account that
/// re-enters from every collectible it receives buy starters, create, pause, update and reactivate
/// profiles with any token they hold, offer tokens of a collection never approved, claim the vault
/// collectible again and again, and try to grant or take points without POINT_ROLE. It records what
/// the contracts should have done: the CAKE owed to the receiver and every account's points.
contract ProfileHandler is TestBase {
    address public constant POINTER = address(0x9017);
    address public constant ADMIN = address(0xAD);
    /// @dev Collectibles the admin hands out to have spare avatars: no starter's bunnyId.
    uint8 public constant SPARE_BUNNY_ID = 9;

    GriddleProfile public immutable profile;
    GriddleBunnies public immutable bunnies;
    BunnyFactory public immutable factory;
    BunnySpecialClaim public immutable claim;
    AmmTestToken public immutable cake;
    PlainCollection public immutable plain;
    ReentrantCollector public immutable collector;

    uint256 public cakeOwed;
    mapping(address user => uint256) public expectedPoints;
    bool public strangerMovedPoints;
    bool public unapprovedAccepted;
    /// @dev A call the rules forbid passed, or one they allow failed (a revert here would be dropped).
    bool public ruleBroken;
    /// @dev Calls that passed: the run did more than collect refusals.
    uint256 public callsPassed;

    address[4] private _actors;

    constructor(
        GriddleProfile profile_,
        GriddleBunnies bunnies_,
        BunnyFactory factory_,
        BunnySpecialClaim claim_,
        AmmTestToken cake_
    ) {
        (profile, bunnies, factory, claim, cake) = (profile_, bunnies_, factory_, claim_, cake_);
        plain = new PlainCollection();
        collector = new ReentrantCollector();
        _actors = [address(0xA1), address(0xA2), address(0xA3), address(collector)];
        for (uint256 i = 0; i < _actors.length; ++i) {
            address actor = _actors[i];
            cake_.mint(actor, 1_000_000 ether);
            _as(actor, address(cake_), abi.encodeCall(IERC20.approve, (address(profile_), type(uint256).max)));
            _as(actor, address(cake_), abi.encodeCall(IERC20.approve, (address(factory_), type(uint256).max)));
            _as(actor, address(bunnies_), abi.encodeWithSignature("setApprovalForAll(address,bool)", profile_, true));
            _as(actor, address(plain), abi.encodeWithSignature("setApprovalForAll(address,bool)", profile_, true));
        }
    }

    function actors() external view returns (address[4] memory) {
        return _actors;
    }

    // ------------------------------------------------------------ actions

    function buyStarter(uint256 who, uint8 bunnyId) external {
        address actor = _actor(who);
        bool allowed = factory.canMint(actor) && bunnyId < factory.numberBunnyIds();
        bool ok = _as(actor, address(factory), abi.encodeCall(BunnyFactory.mintNFT, (bunnyId)));
        if (ok) cakeOwed += factory.tokenPrice();
        _requireOutcome(ok, allowed);
    }

    function receiveSpare(uint256 who) external {
        vm.prank(ADMIN);
        bunnies.mint(_actor(who), "spare.json", SPARE_BUNNY_ID);
    }

    function create(uint256 who, uint256 teamSeed) external {
        address actor = _actor(who);
        uint256 teamId = bound(teamSeed, 1, profile.numberTeams());
        (bool holds, uint256 tokenId) = _heldToken(actor, teamSeed);
        if (!holds) return;
        bool allowed = !profile.hasRegistered(actor);
        bool ok = _as(actor, address(profile), abi.encodeCall(GriddleProfile.createProfile, (teamId, address(bunnies), tokenId)));
        if (ok) cakeOwed += profile.numberCakeToRegister();
        _requireOutcome(ok, allowed);
    }

    function pause(uint256 who) external {
        address actor = _actor(who);
        bool allowed = profile.getUserStatus(actor);
        bool ok = _as(actor, address(profile), abi.encodeCall(GriddleProfile.pauseProfile, ()));
        _requireOutcome(ok, allowed);
    }

    function update(uint256 who, uint256 pick) external {
        address actor = _actor(who);
        (bool holds, uint256 tokenId) = _heldToken(actor, pick);
        if (!holds) return;
        bool allowed = profile.getUserStatus(actor);
        bool ok = _as(actor, address(profile), abi.encodeCall(GriddleProfile.updateProfile, (address(bunnies), tokenId)));
        if (ok) cakeOwed += profile.numberCakeToUpdate();
        _requireOutcome(ok, allowed);
    }

    function reactivate(uint256 who, uint256 pick) external {
        address actor = _actor(who);
        (bool holds, uint256 tokenId) = _heldToken(actor, pick);
        if (!holds) return;
        bool allowed = profile.hasRegistered(actor) && !profile.getUserStatus(actor);
        bool ok =
            _as(actor, address(profile), abi.encodeCall(GriddleProfile.reactivateProfile, (address(bunnies), tokenId)));
        if (ok) cakeOwed += profile.numberCakeToReactivate();
        _requireOutcome(ok, allowed);
    }

    function offerUnapproved(uint256 who, bool asUpdate) external {
        address actor = _actor(who);
        uint256 tokenId = plain.mint(actor);
        bytes memory call = asUpdate
            ? abi.encodeCall(GriddleProfile.updateProfile, (address(plain), tokenId))
            : abi.encodeCall(GriddleProfile.createProfile, (1, address(plain), tokenId));
        if (_as(actor, address(profile), call)) unapprovedAccepted = true;
    }

    function claimCollectible(uint256 who) external {
        address actor = _actor(who);
        bool allowed = claim.canClaim(actor);
        bool ok = _as(actor, address(claim), abi.encodeCall(BunnySpecialClaim.mintNFT, ()));
        if (ok) expectedPoints[actor] += claim.numberPoints();
        _requireOutcome(ok, allowed);
    }

    function grantPoints(uint256 callerSeed, uint256 who, uint256 points) external {
        address user = _actor(who);
        points = bound(points, 0, 1e24);
        address caller = callerSeed % 3 == 0 ? POINTER : _actor(callerSeed);
        vm.prank(caller);
        try profile.increaseUserPoints(user, points, 200_001) {
            if (caller == POINTER) expectedPoints[user] += points;
            else strangerMovedPoints = true;
        } catch {
            if (caller == POINTER) ruleBroken = true;
        }
    }

    function takePoints(uint256 callerSeed, uint256 who, uint256 points) external {
        address user = _actor(who);
        points = bound(points, 0, expectedPoints[user]);
        address caller = callerSeed % 3 == 0 ? POINTER : ADMIN;
        vm.prank(caller);
        try profile.removeUserPoints(user, points) {
            if (caller == POINTER) expectedPoints[user] -= points;
            else strangerMovedPoints = true;
        } catch {
            if (caller == POINTER) ruleBroken = true;
        }
    }

    // ------------------------------------------------------------ helpers

    function _actor(uint256 who) private view returns (address) {
        return _actors[who % _actors.length];
    }

    /// @dev One of the Griddle Bunnies `actor` holds, if any.
    function _heldToken(address actor, uint256 pick) private view returns (bool, uint256) {
        uint256 balance = bunnies.balanceOf(actor);
        if (balance == 0) return (false, 0);
        return (true, bunnies.tokenOfOwnerByIndex(actor, pick % balance));
    }

    /// @dev A call as `actor`; the contract account arms a same-target re-entry first.
    function _as(address actor, address target, bytes memory data) private returns (bool ok) {
        if (actor == address(collector)) {
            collector.setReplay(target, data);
            try collector.act(target, data) {
                ok = true;
            } catch {
                ok = false;
            }
            // Disarmed after the call: a collectible the admin hands out later must not replay it.
            collector.setReplay(address(0), "");
            return ok;
        }
        vm.prank(actor);
        (ok,) = target.call(data);
    }

    /// @dev A call the rules allow must pass and one they forbid must fail.
    function _requireOutcome(bool ok, bool allowed) private {
        if (ok != allowed) ruleBroken = true;
        if (ok) ++callsPassed;
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {AggregatorV3Interface} from "../../src/interfaces/AggregatorV3Interface.sol";
import {GriddlePrediction} from "../../src/prediction/GriddlePrediction.sol";
import {BunnySpecialCakeVault} from "../../src/profile/BunnySpecialCakeVault.sol";
import {BunnySpecialClaim} from "../../src/profile/BunnySpecialClaim.sol";
import {BunnySpecialPrediction} from "../../src/profile/BunnySpecialPrediction.sol";
import {GriddleProfile} from "../../src/profile/GriddleProfile.sol";
import {CakeVault} from "../../src/vault/CakeVault.sol";
import {MockAggregator} from "../prediction/mocks/MockAggregator.sol";
import {ReentrantCollector} from "./mocks/ReentrantCollector.sol";
import {VaultUserInfoStub} from "./mocks/VaultUserInfoStub.sol";
import {ProfileTest} from "./utils/ProfileTest.sol";

/// @dev Both NFT-claim variants on a real prediction game (players bet in rounds moved on by
/// `catchUp`) and a vault stub whose positions the test sets.
contract BunnySpecialClaimsTest is ProfileTest {
    address internal constant OPERATOR = address(0x0F);
    address internal constant CAROL = address(0xCA201);
    uint256 internal constant THRESHOLD_ROUND = 2;
    uint256 internal constant THRESHOLD_TIME = 1_800_000_000;
    uint256 internal constant END_BLOCK = 10_000;

    GriddlePrediction internal prediction;
    VaultUserInfoStub internal vault;
    BunnySpecialPrediction internal predictionClaim;
    BunnySpecialCakeVault internal vaultClaim;

    function setUp() public override {
        super.setUp();
        prediction = new GriddlePrediction(AggregatorV3Interface(address(new MockAggregator())), ADMIN, OPERATOR, 3);
        vault = new VaultUserInfoStub();
        predictionClaim = new BunnySpecialPrediction(
            prediction,
            THRESHOLD_ROUND,
            bunnies,
            profile,
            BunnySpecialClaim.ClaimTerms(5, "crystal-flapjack.json", END_BLOCK, 50, 200_003),
            ADMIN
        );
        vaultClaim = new BunnySpecialCakeVault(
            CakeVault(address(vault)),
            THRESHOLD_TIME,
            bunnies,
            profile,
            BunnySpecialClaim.ClaimTerms(6, "first-stack.json", END_BLOCK, 50, 200_004),
            ADMIN
        );
        vm.startPrank(ADMIN);
        for (uint256 i = 0; i < 2; ++i) {
            address claim = i == 0 ? address(predictionClaim) : address(vaultClaim);
            bunnies.grantRole(bunnies.MINTER_ROLE(), claim);
            profile.grantRole(profile.POINT_ROLE(), claim);
        }
        vm.stopPrank();
        vm.prank(OPERATOR);
        prediction.genesisStartRound();
    }

    /// @dev `user` bets the minimum in the current round, as an externally owned account.
    function _bet(address user) internal {
        vm.deal(user, 1 ether);
        uint256 epoch = prediction.currentEpoch();
        vm.prank(user, user);
        prediction.betBull{value: 1e15}(epoch);
    }

    /// @dev Moves the game to its next round by letting the current one's window pass.
    function _nextRound() internal {
        vm.roll(block.number + prediction.intervalBlocks() + prediction.bufferBlocks() + 1);
        prediction.catchUp();
    }

    function test_predictionClaimTakesPlayersWhoseFirstRoundIsAtMostTheThreshold() public {
        _createProfile(ALICE, 1);
        _createProfile(BOB, 2);
        _createProfile(CAROL, 3);
        _bet(ALICE);
        _nextRound();
        _nextRound();
        _bet(ALICE);
        _bet(BOB);
        assertEq(prediction.currentEpoch(), 3, "round 3");
        assertTrue(predictionClaim.canClaim(ALICE), "Alice first played round 1");
        assertTrue(!predictionClaim.canClaim(BOB), "Bob first played round 3");
        assertTrue(!predictionClaim.canClaim(CAROL), "Carol never played");
        vm.prank(BOB);
        vm.expectRevert(abi.encodeWithSelector(BunnySpecialClaim.NotEligible.selector, BOB));
        predictionClaim.mintNFT();

        vm.prank(ALICE);
        predictionClaim.mintNFT();
        uint256 tokenId = bunnies.tokenOfOwnerByIndex(ALICE, 0);
        assertEq(bunnies.getBunnyId(tokenId), 5, "crystal-flapjack");
        assertEq(
            keccak256(bytes(bunnies.tokenURI(tokenId))),
            keccak256(bytes(string.concat(BASE_URI, "crystal-flapjack.json"))),
            "its metadata"
        );
        (, uint256 points,,,,) = profile.getUserProfile(ALICE);
        assertEq(points, 50, "the claim's points");
        assertTrue(predictionClaim.hasClaimed(ALICE), "claimed");
        assertTrue(!predictionClaim.canClaim(ALICE), "once");
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(BunnySpecialClaim.AlreadyClaimed.selector, ALICE));
        predictionClaim.mintNFT();

        vm.prank(ADMIN);
        predictionClaim.changeThresholdRound(3);
        assertTrue(predictionClaim.canClaim(BOB), "a later threshold takes Bob");
    }

    function test_vaultClaimTakesHoldersWhoseLastDepositIsBeforeTheThreshold() public {
        _createProfile(ALICE, 1);
        _createProfile(BOB, 2);
        _createProfile(CAROL, 3);
        vault.setPosition(ALICE, 1 ether, THRESHOLD_TIME - 1);
        vault.setPosition(BOB, 1 ether, THRESHOLD_TIME);
        vault.setPosition(CAROL, 0, THRESHOLD_TIME - 1);
        assertTrue(vaultClaim.canClaim(ALICE), "Alice deposited in time");
        assertTrue(!vaultClaim.canClaim(BOB), "Bob deposited at the threshold");
        assertTrue(!vaultClaim.canClaim(CAROL), "Carol left the vault");
        vm.prank(CAROL);
        vm.expectRevert(abi.encodeWithSelector(BunnySpecialClaim.NotEligible.selector, CAROL));
        vaultClaim.mintNFT();

        vm.prank(ALICE);
        vaultClaim.mintNFT();
        assertEq(bunnies.getBunnyId(bunnies.tokenOfOwnerByIndex(ALICE, 0)), 6, "first-stack");
        (, uint256 points,,,,) = profile.getUserProfile(ALICE);
        assertEq(points, 50, "the claim's points");
        assertTrue(!vaultClaim.canClaim(ALICE), "once");
    }

    function test_claimsNeedAnActiveProfile() public {
        _bet(ALICE);
        vault.setPosition(ALICE, 1 ether, 1);
        assertTrue(!predictionClaim.canClaim(ALICE), "no profile");
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(BunnySpecialClaim.ProfileNotActive.selector, ALICE));
        predictionClaim.mintNFT();
        _createProfile(ALICE, 1);
        vm.prank(ALICE);
        profile.pauseProfile();
        assertTrue(!vaultClaim.canClaim(ALICE), "paused profile");
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(BunnySpecialClaim.ProfileNotActive.selector, ALICE));
        vaultClaim.mintNFT();
    }

    function test_claimsCloseAtTheEndBlock() public {
        _createProfile(ALICE, 1);
        _bet(ALICE);
        vm.roll(END_BLOCK);
        assertTrue(!predictionClaim.canClaim(ALICE), "too late");
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(BunnySpecialClaim.TooLate.selector, END_BLOCK, END_BLOCK));
        predictionClaim.mintNFT();
        vm.prank(ADMIN);
        predictionClaim.changeEndBlock(END_BLOCK + 1);
        vm.prank(ALICE);
        predictionClaim.mintNFT();
    }

    function test_ownerChangesTheTermsAndOnlyTheOwner() public {
        vm.startPrank(ADMIN);
        vaultClaim.changeNumberPoints(75);
        vaultClaim.changeCampaignId(200_005);
        vaultClaim.changeThresholdTimestamp(5);
        vm.stopPrank();
        assertEq(vaultClaim.numberPoints(), 75, "points");
        assertEq(vaultClaim.campaignId(), 200_005, "campaign");
        assertEq(vaultClaim.thresholdTimestamp(), 5, "threshold");
        assertEq(vaultClaim.bunnyId(), 6, "bunny");
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, ALICE));
        predictionClaim.changeThresholdRound(100);
    }

    function test_aContractClaimerCannotReenterForASecondClaim() public {
        ReentrantCollector collector = new ReentrantCollector();
        uint256 tokenId = _mintTo(address(collector), 0);
        cake.mint(address(collector), TO_REGISTER);
        collector.act(address(cake), abi.encodeWithSignature("approve(address,uint256)", profile, TO_REGISTER));
        collector.act(address(bunnies), abi.encodeWithSignature("approve(address,uint256)", profile, tokenId));
        collector.act(address(profile), abi.encodeCall(GriddleProfile.createProfile, (1, address(bunnies), tokenId)));
        vault.setPosition(address(collector), 1 ether, 1);
        collector.setReplay(address(vaultClaim), abi.encodeCall(BunnySpecialClaim.mintNFT, ()));
        collector.act(address(vaultClaim), abi.encodeCall(BunnySpecialClaim.mintNFT, ()));
        assertEq(collector.replaysSucceeded(), 0, "no re-entry got through");
        assertEq(bunnies.bunnyCount(6), 1, "one first-stack");
        (, uint256 points,,,,) = profile.getUserProfile(address(collector));
        assertEq(points, 50, "points once");
    }

    /// @dev Whoever tries, however often, each claim contract mints at most once per address.
    function testFuzz_oneClaimPerUserPerContract(uint160 userSeed, uint8 attempts, uint40 depositTime) public {
        address user = address(uint160(bound(userSeed, 1_000, type(uint160).max)));
        vm.assume(user.code.length == 0);
        _createProfile(user, 1);
        _bet(user);
        vault.setPosition(user, 1, bound(depositTime, 1, THRESHOLD_TIME - 1));
        uint256 tries = bound(attempts, 1, 5);
        for (uint256 i = 0; i < tries; ++i) {
            for (uint256 c = 0; c < 2; ++c) {
                BunnySpecialClaim claim = c == 0 ? BunnySpecialClaim(predictionClaim) : BunnySpecialClaim(vaultClaim);
                vm.prank(user);
                if (i > 0) vm.expectRevert(abi.encodeWithSelector(BunnySpecialClaim.AlreadyClaimed.selector, user));
                claim.mintNFT();
            }
        }
        assertEq(bunnies.bunnyCount(5), 1, "one crystal-flapjack");
        assertEq(bunnies.bunnyCount(6), 1, "one first-stack");
        (, uint256 points,,,,) = profile.getUserProfile(user);
        assertEq(points, 100, "each claim's points once");
    }
}

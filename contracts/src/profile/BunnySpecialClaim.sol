// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {GriddleBunnies} from "./GriddleBunnies.sol";
import {GriddleProfile} from "./GriddleProfile.sol";

/// @title BunnySpecialClaim
/// @notice An NFT claim (spec 001 section 3, two variants): before `endBlock`, each address with an
/// active profile that meets the variant's condition may claim one collectible of `bunnyId`, and earns
/// `numberPoints` for campaign `campaignId` on its profile. The variants differ only in
/// `_isEligible`. ABI-compatible with PancakeSwap's BunnySpecialPrediction and BunnySpecialCakeVault
/// for `canClaim`, `hasClaimed`, `mintNFT` and their settings.
/// @dev Unlike PancakeSwap's, `canClaim` also answers false after `endBlock`, so the app never offers a
/// claim that would fail; and `mintNFT` marks the claimer before minting, under `nonReentrant`, so a
/// contract claimer re-entering from `onERC721Received` cannot claim twice. The contract needs the
/// collection's MINTER_ROLE and the profile's POINT_ROLE.
abstract contract BunnySpecialClaim is Ownable, ReentrancyGuard {
    /// @notice What is claimed and what a claim earns.
    /// @param bunnyId The collectible claimed.
    /// @param tokenURI The claimed token's own URI.
    /// @param endBlock Claims are refused from this block on.
    /// @param numberPoints Points each claim earns.
    /// @param campaignId The campaign the points are granted under.
    struct ClaimTerms {
        uint8 bunnyId;
        string tokenURI;
        uint256 endBlock;
        uint256 numberPoints;
        uint256 campaignId;
    }

    /// @notice The collection claims are minted in.
    GriddleBunnies public immutable bunnies;
    /// @notice The profile contract: claimers need an active profile, and earn points on it.
    GriddleProfile public immutable profile;
    /// @notice The collectible claimed.
    uint8 public immutable bunnyId;
    /// @notice Claims are refused from this block on.
    uint256 public endBlock;
    /// @notice Points each claim earns.
    uint256 public numberPoints;
    /// @notice The campaign the points are granted under.
    uint256 public campaignId;
    /// @notice The claimed token's own URI.
    string public tokenURI;
    /// @notice Whether the address claimed.
    mapping(address user => bool) public hasClaimed;

    event BunnyMint(address indexed to, uint256 indexed tokenId, uint8 indexed bunnyId);
    event NewCampaignId(uint256 campaignId);
    event NewEndBlock(uint256 endBlock);
    event NewNumberPoints(uint256 numberPoints);

    /// @notice `endBlock` is reached.
    error TooLate(uint256 blockNumber, uint256 endBlock);
    /// @notice The address already claimed.
    error AlreadyClaimed(address user);
    /// @notice The address has no active profile.
    error ProfileNotActive(address user);
    /// @notice The address does not meet the variant's condition.
    error NotEligible(address user);
    /// @notice The zero address.
    error ZeroAddress();

    /// @param bunnies_ The collection; the claim needs its MINTER_ROLE.
    /// @param profile_ The profile contract; the claim needs its POINT_ROLE.
    /// @param terms What is claimed and what a claim earns.
    /// @param initialOwner Changes the end block, points and campaign (and the variant's threshold).
    constructor(GriddleBunnies bunnies_, GriddleProfile profile_, ClaimTerms memory terms, address initialOwner)
        Ownable(initialOwner)
    {
        if (address(bunnies_) == address(0) || address(profile_) == address(0)) revert ZeroAddress();
        bunnies = bunnies_;
        profile = profile_;
        bunnyId = terms.bunnyId;
        tokenURI = terms.tokenURI;
        endBlock = terms.endBlock;
        numberPoints = terms.numberPoints;
        campaignId = terms.campaignId;
    }

    /// @notice Claims the collectible to the caller and grants its points.
    ///
    /// Requirements:
    /// - before `endBlock`; the caller has not claimed and has an active profile;
    /// - the caller meets the variant's condition; a contract caller accepts ERC-721 tokens.
    function mintNFT() external nonReentrant {
        if (block.number >= endBlock) revert TooLate(block.number, endBlock);
        if (hasClaimed[msg.sender]) revert AlreadyClaimed(msg.sender);
        if (!profile.getUserStatus(msg.sender)) revert ProfileNotActive(msg.sender);
        if (!_isEligible(msg.sender)) revert NotEligible(msg.sender);

        hasClaimed[msg.sender] = true;
        uint256 tokenId = bunnies.mint(msg.sender, tokenURI, bunnyId);
        profile.increaseUserPoints(msg.sender, numberPoints, campaignId);
        emit BunnyMint(msg.sender, tokenId, bunnyId);
    }

    /// @notice Whether `user` can claim now: before `endBlock`, not claimed, an active profile, and the
    /// variant's condition.
    function canClaim(address user) external view returns (bool) {
        return block.number < endBlock && !hasClaimed[user] && profile.getUserStatus(user) && _isEligible(user);
    }

    /// @notice Sets the campaign the points are granted under. Requirements: the owner.
    function changeCampaignId(uint256 newCampaignId) external onlyOwner {
        campaignId = newCampaignId;
        emit NewCampaignId(newCampaignId);
    }

    /// @notice Sets the block claims are refused from. Requirements: the owner.
    function changeEndBlock(uint256 newEndBlock) external onlyOwner {
        endBlock = newEndBlock;
        emit NewEndBlock(newEndBlock);
    }

    /// @notice Sets the points each claim earns. Requirements: the owner.
    function changeNumberPoints(uint256 newNumberPoints) external onlyOwner {
        numberPoints = newNumberPoints;
        emit NewNumberPoints(newNumberPoints);
    }

    /// @dev The variant's condition on `user`, besides the active profile.
    function _isEligible(address user) internal view virtual returns (bool);
}

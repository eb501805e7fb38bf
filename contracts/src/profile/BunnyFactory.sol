// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {GriddleBunnies} from "./GriddleBunnies.sol";

/// @title BunnyFactory
/// @notice The starter collectible factory (spec 001 section 3, minting factories): from
/// `startBlockNumber` (the deployment's block until the owner moves it), while active, each address may buy one starter, of a bunnyId below
/// `numberBunnyIds` (the per-bunny threshold), for `tokenPrice` CAKE. The profile setup's first step.
/// ABI-compatible with PancakeSwap's BunnyFactoryV2 for `mintNFT`, `hasClaimed`, `tokenPrice` and
/// `startBlockNumber`.
/// @dev Differences from BunnyFactoryV2, each on purpose: the CAKE goes straight to `cakeReceiver`
/// (the factory never holds any, so it has no `claimFee`); an `active` flag stands in for the end
/// block; starters are bunnyIds 0 to `numberBunnyIds - 1`, each with its own URI fixed at deployment;
/// `mintNFT` is `nonReentrant` and marks the buyer before paying and minting, so a contract buyer
/// re-entering from `onERC721Received` cannot buy a second starter.
contract BunnyFactory is Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    /// @notice Highest `tokenPrice`.
    uint256 public constant MAX_TOKEN_PRICE = 1_000 ether;

    /// @notice The collection starters are minted in.
    GriddleBunnies public immutable bunnies;
    /// @notice The token starters are paid in.
    IERC20 public immutable cakeToken;
    /// @notice Starters are bunnyIds below this.
    uint8 public immutable numberBunnyIds;
    /// @notice Receives every payment.
    address public cakeReceiver;
    /// @notice CAKE one starter costs.
    uint256 public tokenPrice;
    /// @notice The first block starters can be bought in.
    uint256 public startBlockNumber;
    /// @notice Whether starters can be bought (with `startBlockNumber`).
    bool public active;
    /// @notice Whether the address bought its starter.
    mapping(address user => bool) public hasClaimed;

    mapping(uint8 bunnyId => string) private _bunnyTokenURIs;

    event BunnyMint(address indexed to, uint256 indexed tokenId, uint8 indexed bunnyId);
    event NewTokenPrice(uint256 tokenPrice);
    event NewStartBlockNumber(uint256 startBlockNumber);
    event NewActive(bool active);
    event NewCakeReceiver(address cakeReceiver);

    /// @notice The factory is not active.
    error NotActive();
    /// @notice Before `startBlockNumber`.
    error TooEarly(uint256 blockNumber, uint256 startBlockNumber);
    /// @notice The address already bought its starter.
    error AlreadyClaimed(address user);
    /// @notice Not a starter's bunnyId.
    error InvalidBunnyId(uint8 bunnyId, uint8 numberBunnyIds);
    /// @notice No starters, or more than a bunnyId can name.
    error InvalidStarterCount(uint256 count);
    /// @notice `tokenPrice` above `MAX_TOKEN_PRICE`.
    error TokenPriceTooHigh(uint256 tokenPrice, uint256 maximum);
    /// @notice The zero address.
    error ZeroAddress();

    /// @param bunnies_ The collection; the factory needs its MINTER_ROLE.
    /// @param cakeToken_ The token starters are paid in.
    /// @param cakeReceiver_ Receives every payment.
    /// @param tokenPrice_ CAKE per starter.
    /// @param bunnyTokenURIs Each starter's own token URI, by bunnyId from 0.
    /// @param initialOwner Sets the price, start, active flag and receiver.
    constructor(
        GriddleBunnies bunnies_,
        IERC20 cakeToken_,
        address cakeReceiver_,
        uint256 tokenPrice_,
        string[] memory bunnyTokenURIs,
        address initialOwner
    ) Ownable(initialOwner) {
        if (address(bunnies_) == address(0) || address(cakeToken_) == address(0) || cakeReceiver_ == address(0)) {
            revert ZeroAddress();
        }
        uint256 count = bunnyTokenURIs.length;
        if (count == 0 || count > type(uint8).max) revert InvalidStarterCount(count);
        if (tokenPrice_ > MAX_TOKEN_PRICE) revert TokenPriceTooHigh(tokenPrice_, MAX_TOKEN_PRICE);
        bunnies = bunnies_;
        cakeToken = cakeToken_;
        cakeReceiver = cakeReceiver_;
        tokenPrice = tokenPrice_;
        startBlockNumber = block.number;
        numberBunnyIds = uint8(count);
        for (uint256 i = 0; i < count; ++i) {
            _bunnyTokenURIs[uint8(i)] = bunnyTokenURIs[i];
        }
        active = true;
    }

    /// @notice Buys starter `bunnyId` for `tokenPrice` CAKE, minted to the caller.
    ///
    /// Requirements:
    /// - the factory is active and `startBlockNumber` is reached;
    /// - the caller has not bought a starter; `bunnyId` is below `numberBunnyIds`;
    /// - the caller approved `tokenPrice` CAKE; a contract caller accepts ERC-721 tokens.
    function mintNFT(uint8 bunnyId) external nonReentrant {
        if (!active) revert NotActive();
        if (block.number < startBlockNumber) revert TooEarly(block.number, startBlockNumber);
        if (hasClaimed[msg.sender]) revert AlreadyClaimed(msg.sender);
        if (bunnyId >= numberBunnyIds) revert InvalidBunnyId(bunnyId, numberBunnyIds);

        hasClaimed[msg.sender] = true;
        cakeToken.safeTransferFrom(msg.sender, cakeReceiver, tokenPrice);
        uint256 tokenId = bunnies.mint(msg.sender, _bunnyTokenURIs[bunnyId], bunnyId);
        emit BunnyMint(msg.sender, tokenId, bunnyId);
    }

    /// @notice Whether `user` can buy a starter now (given the CAKE).
    function canMint(address user) external view returns (bool) {
        return active && block.number >= startBlockNumber && !hasClaimed[user];
    }

    /// @notice The own token URI starter `bunnyId` is minted with. Requirements: a starter's bunnyId.
    function bunnyTokenURI(uint8 bunnyId) external view returns (string memory) {
        if (bunnyId >= numberBunnyIds) revert InvalidBunnyId(bunnyId, numberBunnyIds);
        return _bunnyTokenURIs[bunnyId];
    }

    /// @notice Sets the price (BunnyFactoryV2's name). Requirements: the owner; at most `MAX_TOKEN_PRICE`.
    function updateTokenPrice(uint256 newTokenPrice) external onlyOwner {
        if (newTokenPrice > MAX_TOKEN_PRICE) revert TokenPriceTooHigh(newTokenPrice, MAX_TOKEN_PRICE);
        tokenPrice = newTokenPrice;
        emit NewTokenPrice(newTokenPrice);
    }

    /// @notice Sets the first block starters can be bought in. Requirements: the owner.
    function setStartBlockNumber(uint256 newStartBlockNumber) external onlyOwner {
        startBlockNumber = newStartBlockNumber;
        emit NewStartBlockNumber(newStartBlockNumber);
    }

    /// @notice Opens or closes the factory. Requirements: the owner.
    function setActive(bool newActive) external onlyOwner {
        active = newActive;
        emit NewActive(newActive);
    }

    /// @notice Sets who receives the payments. Requirements: the owner; not zero.
    function setCakeReceiver(address newCakeReceiver) external onlyOwner {
        if (newCakeReceiver == address(0)) revert ZeroAddress();
        cakeReceiver = newCakeReceiver;
        emit NewCakeReceiver(newCakeReceiver);
    }
}

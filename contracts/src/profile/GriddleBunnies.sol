// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721Enumerable} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721Enumerable.sol";
import {ERC721URIStorage} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721URIStorage.sol";

/// @title GriddleBunnies
/// @notice The local collectible collection ("Griddle Bunnies"): each token is one of the catalogue's
/// collectibles, told by its `bunnyId`, and its `tokenURI` is the collection's base URI followed by
/// the token's own URI (`<identifier>.json`). Minted only by MINTER_ROLE holders: the starter factory
/// and the claim contracts. ABI-compatible with PancakeSwap's PancakeBunnies for the calls the app
/// makes (`balanceOf`, `tokenOfOwnerByIndex`, `getBunnyId`, `tokenURI`, `bunnyCount`).
/// @dev The base URI is where the metadata server is reachable (the local API), so it can move
/// without re-minting: `setBaseURI` changes every token's URI at once.
contract GriddleBunnies is ERC721Enumerable, ERC721URIStorage, AccessControl {
    /// @notice Mints collectibles.
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");

    /// @notice Tokens minted so far of each bunnyId.
    mapping(uint8 bunnyId => uint256) public bunnyCount;

    string private _baseTokenURI;
    // Ids start at 1: a paused profile's avatar token id reads 0, which must name no token.
    uint256 private _lastTokenId;
    mapping(uint256 tokenId => uint8) private _bunnyIds;

    /// @param baseTokenURI Put in front of every token's own URI.
    /// @param admin Holds DEFAULT_ADMIN_ROLE: sets the base URI, grants MINTER_ROLE.
    constructor(string memory baseTokenURI, address admin) ERC721("Griddle Bunnies", "GB") {
        _baseTokenURI = baseTokenURI;
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
    }

    /// @notice Mints the next token, of `bunnyId` with own URI `tokenURI_`, to `to`, and returns its id.
    /// A contract recipient must accept it (`onERC721Received`).
    ///
    /// Requirements: the caller has MINTER_ROLE; `to` is not zero.
    function mint(address to, string calldata tokenURI_, uint8 bunnyId)
        external
        onlyRole(MINTER_ROLE)
        returns (uint256 tokenId)
    {
        tokenId = ++_lastTokenId;
        _bunnyIds[tokenId] = bunnyId;
        ++bunnyCount[bunnyId];
        _setTokenURI(tokenId, tokenURI_);
        _safeMint(to, tokenId);
    }

    /// @notice Sets what every token's URI starts with. Requirements: the caller is an admin.
    function setBaseURI(string calldata baseTokenURI) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _baseTokenURI = baseTokenURI;
        emit BatchMetadataUpdate(1, type(uint256).max);
    }

    /// @notice Which collectible of the catalogue token `tokenId` is. Requirements: the token exists.
    function getBunnyId(uint256 tokenId) external view returns (uint8) {
        _requireOwned(tokenId);
        return _bunnyIds[tokenId];
    }

    /// @notice The base URI followed by the token's own URI. Requirements: the token exists.
    function tokenURI(uint256 tokenId) public view override(ERC721, ERC721URIStorage) returns (string memory) {
        return super.tokenURI(tokenId);
    }

    function supportsInterface(bytes4 interfaceId)
        public
        view
        override(ERC721Enumerable, ERC721URIStorage, AccessControl)
        returns (bool)
    {
        return super.supportsInterface(interfaceId);
    }

    function _baseURI() internal view override returns (string memory) {
        return _baseTokenURI;
    }

    function _update(address to, uint256 tokenId, address auth)
        internal
        override(ERC721, ERC721Enumerable)
        returns (address)
    {
        return super._update(to, tokenId, auth);
    }

    function _increaseBalance(address account, uint128 amount) internal override(ERC721, ERC721Enumerable) {
        super._increaseBalance(account, amount);
    }
}

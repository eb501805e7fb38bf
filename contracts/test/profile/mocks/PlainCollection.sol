// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";

/// @dev An ERC-721 collection anyone can mint in, which the profile never approved.
contract PlainCollection is ERC721 {
    uint256 private _lastTokenId;

    constructor() ERC721("Plain Collection", "PLAIN") {}

    function mint(address to) external returns (uint256 tokenId) {
        tokenId = ++_lastTokenId;
        _mint(to, tokenId);
    }
}

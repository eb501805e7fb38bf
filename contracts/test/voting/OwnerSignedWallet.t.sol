// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {OwnerSignedWallet} from "./mocks/OwnerSignedWallet.sol";

/// @dev The cheatcodes this test uses, at the address Hardhat's Solidity test runner serves them.
interface Vm {
    function addr(uint256 privateKey) external pure returns (address);
    function sign(uint256 privateKey, bytes32 digest) external pure returns (uint8 v, bytes32 r, bytes32 s);
}

/// @dev The voting hub's test wallet answers EIP-1271 as the hub expects: the magic value for its
/// owner's signature, anything else for another signer's or a malformed one.
contract OwnerSignedWalletTest {
    Vm private constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));
    uint256 private constant _OWNER_KEY = 0xA11CE;
    uint256 private constant _STRANGER_KEY = 0xB0B;
    bytes4 private constant _MAGIC_VALUE = 0x1626ba7e;
    bytes32 private constant _HASH = keccak256("a Snapshot vote");

    OwnerSignedWallet private _wallet;

    function setUp() public {
        _wallet = new OwnerSignedWallet(vm.addr(_OWNER_KEY));
    }

    function _signature(uint256 key, bytes32 hash) private pure returns (bytes memory) {
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, hash);
        return abi.encodePacked(r, s, v);
    }

    function testAcceptsItsOwnersSignature() public view {
        require(_wallet.isValidSignature(_HASH, _signature(_OWNER_KEY, _HASH)) == _MAGIC_VALUE, "owner refused");
    }

    function testRefusesAnotherSignerOrHash() public view {
        require(_wallet.isValidSignature(_HASH, _signature(_STRANGER_KEY, _HASH)) != _MAGIC_VALUE, "stranger accepted");
        bytes memory ownerSigned = _signature(_OWNER_KEY, keccak256("another vote"));
        require(_wallet.isValidSignature(_HASH, ownerSigned) != _MAGIC_VALUE, "another hash accepted");
    }

    function testRefusesAMalformedSignature() public view {
        require(_wallet.isValidSignature(_HASH, hex"1234") != _MAGIC_VALUE, "malformed accepted");
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @title OwnerSignedWallet
/// @notice The smallest contract wallet for the voting hub's tests: through EIP-1271 it approves
/// exactly the hashes its owner, an externally owned account, signed, as a multisig of one would.
/// It holds tokens like any account, so its voting power is read like an account's.
contract OwnerSignedWallet is IERC1271 {
    /// @notice Whose signatures the wallet accepts.
    address public immutable owner;

    /// @notice What isValidSignature returns for a signature it does not accept.
    bytes4 private constant _REFUSED = 0xffffffff;

    constructor(address owner_) {
        owner = owner_;
    }

    /// @inheritdoc IERC1271
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError error,) = ECDSA.tryRecover(hash, signature);
        return error == ECDSA.RecoverError.NoError && signer == owner ? IERC1271.isValidSignature.selector : _REFUSED;
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {IGriddleLPToken} from "../interfaces/IGriddleLPToken.sol";

/// @title GriddleLPToken
/// @notice The liquidity token of every Griddle pair: a plain ERC-20 with EIP-2612 permit,
/// ABI-compatible with Uniswap V2's pair token so wallets and routers treat it the same way.
abstract contract GriddleLPToken is IGriddleLPToken {
    string private constant _NAME = "Griddle LPs";

    /// @inheritdoc IGriddleLPToken
    bytes32 public constant PERMIT_TYPEHASH =
        keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)");

    /// @inheritdoc IGriddleLPToken
    uint256 public totalSupply;
    /// @inheritdoc IGriddleLPToken
    mapping(address owner => uint256) public balanceOf;
    /// @inheritdoc IGriddleLPToken
    mapping(address owner => mapping(address spender => uint256)) public allowance;
    /// @inheritdoc IGriddleLPToken
    mapping(address owner => uint256) public nonces;

    // The separator depends on the chain id; caching it saves a hash per permit, and recomputing
    // it after a chain split keeps signatures from one chain from being replayed on the other.
    uint256 private immutable _cachedChainId;
    bytes32 private immutable _cachedDomainSeparator;

    constructor() {
        _cachedChainId = block.chainid;
        _cachedDomainSeparator = _buildDomainSeparator();
    }

    /// @inheritdoc IGriddleLPToken
    function name() external pure returns (string memory) {
        return _NAME;
    }

    /// @inheritdoc IGriddleLPToken
    function symbol() external pure returns (string memory) {
        return "Griddle-LP";
    }

    /// @inheritdoc IGriddleLPToken
    function decimals() external pure returns (uint8) {
        return 18;
    }

    /// @inheritdoc IGriddleLPToken
    function DOMAIN_SEPARATOR() public view returns (bytes32) {
        return block.chainid == _cachedChainId ? _cachedDomainSeparator : _buildDomainSeparator();
    }

    /// @inheritdoc IGriddleLPToken
    function approve(address spender, uint256 value) external returns (bool) {
        _approve(msg.sender, spender, value);
        return true;
    }

    /// @inheritdoc IGriddleLPToken
    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    /// @inheritdoc IGriddleLPToken
    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        // An infinite allowance is never spent, as in Uniswap V2: routers approved once stay approved.
        if (allowed != type(uint256).max) {
            if (allowed < value) revert InsufficientAllowance(msg.sender, allowed, value);
            // unchecked: `allowed >= value` was checked just above.
            unchecked {
                allowance[from][msg.sender] = allowed - value;
            }
        }
        _transfer(from, to, value);
        return true;
    }

    /// @inheritdoc IGriddleLPToken
    function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external
    {
        if (deadline < block.timestamp) revert PermitExpired(deadline);
        bytes32 digest = keccak256(
            abi.encodePacked(
                "\x19\x01",
                DOMAIN_SEPARATOR(),
                keccak256(abi.encode(PERMIT_TYPEHASH, owner, spender, value, nonces[owner]++, deadline))
            )
        );
        // tryRecover rejects malleable (high-s) signatures and never returns a signer for a bad one.
        (address signer, ECDSA.RecoverError err,) = ECDSA.tryRecover(digest, v, r, s);
        if (err != ECDSA.RecoverError.NoError || signer != owner) revert InvalidSignature(owner);
        _approve(owner, spender, value);
    }

    function _mint(address to, uint256 value) internal {
        totalSupply += value;
        // unchecked: a balance never exceeds totalSupply, which the checked addition above bounds.
        unchecked {
            balanceOf[to] += value;
        }
        emit Transfer(address(0), to, value);
    }

    function _burn(address from, uint256 value) internal {
        uint256 balance = balanceOf[from];
        if (balance < value) revert InsufficientBalance(from, balance, value);
        // unchecked: `value <= balance <= totalSupply`.
        unchecked {
            balanceOf[from] = balance - value;
            totalSupply -= value;
        }
        emit Transfer(from, address(0), value);
    }

    function _transfer(address from, address to, uint256 value) private {
        uint256 balance = balanceOf[from];
        if (balance < value) revert InsufficientBalance(from, balance, value);
        // unchecked: `value <= balance`, and the sum of all balances is totalSupply, so `to` cannot overflow.
        unchecked {
            balanceOf[from] = balance - value;
            balanceOf[to] += value;
        }
        emit Transfer(from, to, value);
    }

    function _approve(address owner, address spender, uint256 value) private {
        allowance[owner][spender] = value;
        emit Approval(owner, spender, value);
    }

    function _buildDomainSeparator() private view returns (bytes32) {
        return keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256(bytes(_NAME)),
                keccak256("1"),
                block.chainid,
                address(this)
            )
        );
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @title IGriddleLPToken
/// @notice The LP token of a Griddle pair: ERC-20 with EIP-2612 permit (Uniswap V2 ABI).
interface IGriddleLPToken {
    /// @notice The permit deadline has passed.
    error PermitExpired(uint256 deadline);
    /// @notice The permit signature does not recover to `owner`.
    error InvalidSignature(address owner);
    /// @notice A transfer or burn exceeds the balance.
    error InsufficientBalance(address owner, uint256 balance, uint256 needed);
    /// @notice A `transferFrom` exceeds the allowance.
    error InsufficientAllowance(address spender, uint256 allowance, uint256 needed);

    event Approval(address indexed owner, address indexed spender, uint256 value);
    event Transfer(address indexed from, address indexed to, uint256 value);

    function name() external pure returns (string memory);
    function symbol() external pure returns (string memory);
    function decimals() external pure returns (uint8);
    function totalSupply() external view returns (uint256);
    function balanceOf(address owner) external view returns (uint256);
    function allowance(address owner, address spender) external view returns (uint256);

    /// @notice Lets `spender` move up to `value` of the caller's tokens.
    function approve(address spender, uint256 value) external returns (bool);

    /// @notice Moves `value` tokens from the caller to `to`.
    /// Requirements:
    /// - the caller holds at least `value`.
    function transfer(address to, uint256 value) external returns (bool);

    /// @notice Moves `value` tokens from `from` to `to` using the caller's allowance.
    /// Requirements:
    /// - `from` holds at least `value`;
    /// - the caller's allowance is at least `value` (an allowance of `type(uint256).max` is never spent).
    function transferFrom(address from, address to, uint256 value) external returns (bool);

    function DOMAIN_SEPARATOR() external view returns (bytes32);
    function PERMIT_TYPEHASH() external pure returns (bytes32);
    function nonces(address owner) external view returns (uint256);

    /// @notice Sets an allowance from an EIP-712 signature of `owner`.
    /// Requirements:
    /// - `deadline` is not in the past;
    /// - the signature is `owner`'s over the current nonce.
    function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external;
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @title IGriddleFactory
/// @notice Creates one Griddle pair per token pair and holds the protocol-fee settings (Uniswap V2 ABI).
interface IGriddleFactory {
    /// @notice The two tokens of a pair are the same address.
    error IdenticalAddresses(address token);
    /// @notice A token (or a new fee setter) is the zero address.
    error ZeroAddress();
    /// @notice A pair for these tokens exists already.
    error PairExists(address pair);
    /// @notice The caller is not the fee setter.
    error Forbidden(address caller);

    /// @notice Emitted once per pair; `token0 < token1`, the last value is the new `allPairsLength()`.
    event PairCreated(address indexed token0, address indexed token1, address pair, uint256);

    /// @notice Hash of the pair creation code, used to compute pair addresses offline (CREATE2).
    function INIT_CODE_PAIR_HASH() external view returns (bytes32);

    /// @notice Receiver of the protocol fee; zero means the protocol fee is off.
    function feeTo() external view returns (address);

    /// @notice The account allowed to change `feeTo` and `feeToSetter`.
    function feeToSetter() external view returns (address);

    /// @notice The pair of two tokens, in either order; zero if none.
    function getPair(address tokenA, address tokenB) external view returns (address pair);

    /// @notice The pair created in position `index`.
    function allPairs(uint256 index) external view returns (address pair);

    /// @notice Number of pairs created.
    function allPairsLength() external view returns (uint256);

    /// @notice The tokens of the pair being deployed; read by the pair's constructor.
    /// @dev Zero outside `createPair`.
    function parameters() external view returns (address token0, address token1);

    /// @notice Creates the pair of `tokenA` and `tokenB`.
    /// Requirements:
    /// - the tokens differ and neither is zero;
    /// - no pair exists for them yet.
    function createPair(address tokenA, address tokenB) external returns (address pair);

    /// @notice Sets the protocol-fee receiver (zero switches the protocol fee off).
    /// Requirements:
    /// - the caller is `feeToSetter`.
    function setFeeTo(address feeTo) external;

    /// @notice Hands the fee-setter role to another account.
    /// Requirements:
    /// - the caller is `feeToSetter`;
    /// - `feeToSetter` is not zero.
    function setFeeToSetter(address feeToSetter) external;
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IGriddleFactory} from "../interfaces/IGriddleFactory.sol";
import {GriddlePair} from "./GriddlePair.sol";

/// @title GriddleFactory
/// @notice Deploys one GriddlePair per token pair at a CREATE2 address derived from the sorted tokens,
/// and holds the protocol-fee receiver (Uniswap V2 ABI).
contract GriddleFactory is IGriddleFactory {
    /// @inheritdoc IGriddleFactory
    bytes32 public constant INIT_CODE_PAIR_HASH = keccak256(type(GriddlePair).creationCode);

    /// @inheritdoc IGriddleFactory
    address public feeTo;
    /// @inheritdoc IGriddleFactory
    address public feeToSetter;
    /// @inheritdoc IGriddleFactory
    mapping(address tokenA => mapping(address tokenB => address pair)) public getPair;
    /// @inheritdoc IGriddleFactory
    address[] public allPairs;

    // The tokens of the pair under construction. Transient: they only live during createPair,
    // and the pair reads them back instead of taking constructor arguments, which would change
    // the creation code (and so the init code hash) per pair.
    address private transient _parameterToken0;
    address private transient _parameterToken1;

    constructor(address feeToSetter_) {
        feeToSetter = feeToSetter_;
    }

    /// @inheritdoc IGriddleFactory
    function allPairsLength() external view returns (uint256) {
        return allPairs.length;
    }

    /// @inheritdoc IGriddleFactory
    function parameters() external view returns (address token0, address token1) {
        return (_parameterToken0, _parameterToken1);
    }

    /// @inheritdoc IGriddleFactory
    function createPair(address tokenA, address tokenB) external returns (address pair) {
        if (tokenA == tokenB) revert IdenticalAddresses(tokenA);
        (address token0, address token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
        // token0 is the smaller one, so checking it covers both.
        if (token0 == address(0)) revert ZeroAddress();
        address existing = getPair[token0][token1];
        if (existing != address(0)) revert PairExists(existing);

        _parameterToken0 = token0;
        _parameterToken1 = token1;
        pair = address(new GriddlePair{salt: keccak256(abi.encodePacked(token0, token1))}());
        delete _parameterToken0;
        delete _parameterToken1;

        getPair[token0][token1] = pair;
        getPair[token1][token0] = pair;
        allPairs.push(pair);
        emit PairCreated(token0, token1, pair, allPairs.length);
    }

    /// @inheritdoc IGriddleFactory
    function setFeeTo(address feeTo_) external {
        _checkFeeToSetter();
        feeTo = feeTo_;
    }

    /// @inheritdoc IGriddleFactory
    function setFeeToSetter(address feeToSetter_) external {
        _checkFeeToSetter();
        // A zero setter would freeze the fee settings for ever.
        if (feeToSetter_ == address(0)) revert ZeroAddress();
        feeToSetter = feeToSetter_;
    }

    function _checkFeeToSetter() private view {
        if (msg.sender != feeToSetter) revert Forbidden(msg.sender);
    }
}

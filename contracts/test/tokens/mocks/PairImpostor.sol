// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @dev A contract that answers `token0()`/`token1()` like a pair without being one, or answers them
/// in a hostile way, to check that a token never takes it for a Griddle pair and that asking it costs
/// a bounded amount of gas.
contract PairImpostor {
    enum Mode {
        Claim,
        Revert,
        BurnGas,
        HugeAnswer,
        NotAnAddress
    }

    address public immutable claimedToken0;
    address public immutable claimedToken1;
    Mode public immutable mode;

    constructor(address token0_, address token1_, Mode mode_) {
        claimedToken0 = token0_;
        claimedToken1 = token1_;
        mode = mode_;
    }

    function token0() external view returns (address) {
        _misbehave();
        return claimedToken0;
    }

    function token1() external view returns (address) {
        _misbehave();
        return claimedToken1;
    }

    function _misbehave() private view {
        Mode mode_ = mode;
        if (mode_ == Mode.Revert) revert("not a pair");
        if (mode_ == Mode.BurnGas) {
            for (uint256 i; gasleft() > 0; ++i) {}
        }
        if (mode_ == Mode.HugeAnswer) {
            assembly ("memory-safe") {
                return(0, 1000000)
            }
        }
        if (mode_ == Mode.NotAnAddress) {
            assembly ("memory-safe") {
                mstore(0, not(0))
                return(0, 32)
            }
        }
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IFOPoolMath} from "../../../src/ifo/IFOPoolMath.sol";

/// @dev Exposes the library's internal functions to the fuzz tests.
contract IFOPoolMathHarness {
    function settle(uint256 amount, uint256 offeringAmount, uint256 raisingAmount, uint256 totalAmount, bool hasTax)
        external
        pure
        returns (uint256, uint256, uint256)
    {
        return IFOPoolMath.settle(amount, offeringAmount, raisingAmount, totalAmount, hasTax);
    }

    function taxRate(uint256 totalAmount, uint256 raisingAmount) external pure returns (uint256, uint256) {
        return IFOPoolMath.taxRate(totalAmount, raisingAmount);
    }

    function taxRateScaled(uint256 totalAmount, uint256 raisingAmount) external pure returns (uint256) {
        return IFOPoolMath.taxRateScaled(totalAmount, raisingAmount);
    }

    function offeringSold(uint256 offeringAmount, uint256 raisingAmount, uint256 totalAmount)
        external
        pure
        returns (uint256)
    {
        return IFOPoolMath.offeringSold(offeringAmount, raisingAmount, totalAmount);
    }

    function refundBound(uint256 unharvested, uint256 raisingAmount, uint256 totalAmount)
        external
        pure
        returns (uint256)
    {
        return IFOPoolMath.refundBound(unharvested, raisingAmount, totalAmount);
    }

    function allocation(uint256 amount, uint256 totalAmount, uint256 precision) external pure returns (uint256) {
        return IFOPoolMath.allocation(amount, totalAmount, precision);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @dev A contract without `receive`: sending it native coin fails.
contract AmmNativeRejecter {}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {GriddlePair} from "../../src/amm/GriddlePair.sol";
import {IGriddleLPToken} from "../../src/interfaces/IGriddleLPToken.sol";
import {AmmFixture} from "./utils/AmmTest.sol";

/// The LP token, tested through a pair (GriddleLPToken is abstract).
contract GriddleLPTokenTest is AmmFixture {
    uint256 private constant OWNER_KEY = 0xA11CE;
    address private constant SPENDER = address(0x5EED);
    address private constant RECIPIENT = address(0x7777);

    GriddlePair private pair;
    address private owner;
    uint256 private liquidity;

    function setUp() public override {
        super.setUp();
        owner = vm.addr(OWNER_KEY);
        pair = _createPair(tokenA, tokenB);
        liquidity = _provide(pair, 1e18, 1e18, owner);
    }

    function testMetadata() public view {
        assertEq(pair.name(), "Griddle LPs", "name");
        assertEq(pair.symbol(), "Griddle-LP", "symbol");
        assertEq(pair.decimals(), 18, "decimals");
        assertEq(
            pair.PERMIT_TYPEHASH(),
            keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)"),
            "PERMIT_TYPEHASH"
        );
    }

    function testDomainSeparatorFollowsTheChainId() public {
        assertEq(pair.DOMAIN_SEPARATOR(), _domainSeparator(block.chainid), "on this chain");
        vm.chainId(97);
        assertEq(pair.DOMAIN_SEPARATOR(), _domainSeparator(97), "after a chain split");
    }

    function testTransfer(uint256 value) public {
        value = bound(value, 0, liquidity);
        vm.expectEmit(true, true, true, true);
        emit IGriddleLPToken.Transfer(owner, RECIPIENT, value);
        vm.prank(owner);
        assertTrue(pair.transfer(RECIPIENT, value), "returns true");
        assertEq(pair.balanceOf(owner), liquidity - value, "sender balance");
        assertEq(pair.balanceOf(RECIPIENT), value, "recipient balance");
    }

    function testTransferRevertsAboveTheBalance() public {
        vm.expectRevert(
            abi.encodeWithSelector(IGriddleLPToken.InsufficientBalance.selector, owner, liquidity, liquidity + 1)
        );
        vm.prank(owner);
        pair.transfer(RECIPIENT, liquidity + 1);
    }

    function testApproveAndTransferFromSpendTheAllowance() public {
        vm.expectEmit(true, true, true, true);
        emit IGriddleLPToken.Approval(owner, SPENDER, 100);
        vm.prank(owner);
        assertTrue(pair.approve(SPENDER, 100), "approve returns true");
        assertEq(pair.allowance(owner, SPENDER), 100, "allowance");

        vm.prank(SPENDER);
        assertTrue(pair.transferFrom(owner, RECIPIENT, 60), "transferFrom returns true");
        assertEq(pair.allowance(owner, SPENDER), 40, "allowance spent");
        assertEq(pair.balanceOf(RECIPIENT), 60, "recipient balance");

        vm.expectRevert(abi.encodeWithSelector(IGriddleLPToken.InsufficientAllowance.selector, SPENDER, 40, 41));
        vm.prank(SPENDER);
        pair.transferFrom(owner, RECIPIENT, 41);
    }

    function testInfiniteAllowanceIsNeverSpent() public {
        vm.prank(owner);
        pair.approve(SPENDER, type(uint256).max);
        vm.prank(SPENDER);
        pair.transferFrom(owner, RECIPIENT, liquidity);
        assertEq(pair.allowance(owner, SPENDER), type(uint256).max, "allowance");
    }

    function testTransferFromRevertsAboveTheBalance() public {
        vm.prank(owner);
        pair.approve(SPENDER, type(uint256).max);
        vm.expectRevert(
            abi.encodeWithSelector(IGriddleLPToken.InsufficientBalance.selector, owner, liquidity, liquidity + 1)
        );
        vm.prank(SPENDER);
        pair.transferFrom(owner, RECIPIENT, liquidity + 1);
    }

    function testPermitSetsTheAllowanceAndUsesTheNonce() public {
        (uint8 v, bytes32 r, bytes32 s) = _sign(OWNER_KEY, owner, SPENDER, 123, 0, block.timestamp);
        vm.expectEmit(true, true, true, true);
        emit IGriddleLPToken.Approval(owner, SPENDER, 123);
        pair.permit(owner, SPENDER, 123, block.timestamp, v, r, s);
        assertEq(pair.allowance(owner, SPENDER), 123, "allowance");
        assertEq(pair.nonces(owner), 1, "nonce");

        // The same signature cannot be replayed: the nonce moved on.
        vm.expectRevert(abi.encodeWithSelector(IGriddleLPToken.InvalidSignature.selector, owner));
        pair.permit(owner, SPENDER, 123, block.timestamp, v, r, s);
    }

    function testPermitRevertsAfterTheDeadline() public {
        vm.warp(1000);
        (uint8 v, bytes32 r, bytes32 s) = _sign(OWNER_KEY, owner, SPENDER, 1, 0, 999);
        vm.expectRevert(abi.encodeWithSelector(IGriddleLPToken.PermitExpired.selector, 999));
        pair.permit(owner, SPENDER, 1, 999, v, r, s);
    }

    function testPermitRevertsForAnotherSigner() public {
        (uint8 v, bytes32 r, bytes32 s) = _sign(0xB0B, owner, SPENDER, 1, 0, block.timestamp);
        vm.expectRevert(abi.encodeWithSelector(IGriddleLPToken.InvalidSignature.selector, owner));
        pair.permit(owner, SPENDER, 1, block.timestamp, v, r, s);
    }

    function testPermitRevertsForAMalformedSignature() public {
        vm.expectRevert(abi.encodeWithSelector(IGriddleLPToken.InvalidSignature.selector, address(0)));
        pair.permit(address(0), SPENDER, 1, block.timestamp, 27, bytes32(0), bytes32(0));
    }

    function _sign(uint256 key, address holder, address spender, uint256 value, uint256 nonce, uint256 deadline)
        private
        view
        returns (uint8, bytes32, bytes32)
    {
        bytes32 structHash = keccak256(abi.encode(pair.PERMIT_TYPEHASH(), holder, spender, value, nonce, deadline));
        return vm.sign(key, keccak256(abi.encodePacked("\x19\x01", pair.DOMAIN_SEPARATOR(), structHash)));
    }

    function _domainSeparator(uint256 chainId) private view returns (bytes32) {
        return keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256("Griddle LPs"),
                keccak256("1"),
                chainId,
                address(pair)
            )
        );
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {Multicall} from "../../src/multicall/Multicall.sol";
import {TestBase} from "../tokens/utils/TestBase.sol";

/// @dev A call target with a value, a failure and a payable function.
contract MulticallTarget {
    error Nope(uint256 code);

    uint256 public received;

    function answer(uint256 x) external pure returns (uint256) {
        return x * 2;
    }

    function fail(uint256 code) external pure {
        revert Nope(code);
    }

    function pay() external payable returns (uint256) {
        received += msg.value;
        return msg.value;
    }
}

contract MulticallTest is TestBase {
    Multicall private multicall;
    MulticallTarget private target;

    function setUp() public {
        multicall = new Multicall();
        target = new MulticallTarget();
    }

    function _calls() private view returns (Multicall.Call[] memory calls) {
        calls = new Multicall.Call[](2);
        calls[0] = Multicall.Call(address(target), abi.encodeCall(MulticallTarget.answer, (21)));
        calls[1] = Multicall.Call(address(multicall), abi.encodeCall(Multicall.getEthBalance, (address(7))));
    }

    function _withFailure() private view returns (Multicall.Call[] memory calls) {
        calls = new Multicall.Call[](2);
        calls[0] = Multicall.Call(address(target), abi.encodeCall(MulticallTarget.answer, (1)));
        calls[1] = Multicall.Call(address(target), abi.encodeCall(MulticallTarget.fail, (9)));
    }

    function _nope(uint256 code) private pure returns (bytes memory) {
        return abi.encodeWithSelector(MulticallTarget.Nope.selector, code);
    }

    function testAggregateReturnsWhatDirectCallsReturn() public {
        vm.deal(address(7), 3 ether);
        vm.roll(1234);
        (uint256 blockNumber, bytes[] memory data) = multicall.aggregate(_calls());
        assertEq(blockNumber, 1234, "block number");
        assertEq(abi.decode(data[0], (uint256)), target.answer(21), "first call");
        assertEq(abi.decode(data[1], (uint256)), multicall.getEthBalance(address(7)), "second call");
        assertEq(abi.decode(data[1], (uint256)), 3 ether, "balance");
    }

    function testAggregateRevertsOnAnyFailure() public {
        vm.expectRevert(abi.encodeWithSelector(Multicall.CallFailed.selector, 1, _nope(9)));
        multicall.aggregate(_withFailure());
    }

    function testTryAggregateToleratesFailures() public {
        Multicall.Result[] memory results = multicall.tryAggregate(false, _withFailure());
        assertTrue(results[0].success, "first succeeds");
        assertEq(abi.decode(results[0].returnData, (uint256)), 2, "first result");
        assertTrue(!results[1].success, "second fails");
        assertEq(results[1].returnData, _nope(9), "revert data kept");
    }

    function testTryAggregateRequiringSuccessReverts() public {
        vm.expectRevert(abi.encodeWithSelector(Multicall.CallFailed.selector, 1, _nope(9)));
        multicall.tryAggregate(true, _withFailure());
    }

    function testBlockAndAggregate() public {
        vm.roll(77);
        (uint256 blockNumber, bytes32 blockHash, Multicall.Result[] memory results) = multicall.blockAndAggregate(_calls());
        assertEq(blockNumber, 77, "block number");
        assertEq(blockHash, blockhash(77), "block hash");
        assertEq(results.length, 2, "results");
        assertTrue(results[0].success && results[1].success, "all succeed");
        vm.expectRevert(abi.encodeWithSelector(Multicall.CallFailed.selector, 1, _nope(9)));
        multicall.blockAndAggregate(_withFailure());
    }

    function testTryBlockAndAggregate() public {
        (uint256 blockNumber,, Multicall.Result[] memory results) = multicall.tryBlockAndAggregate(false, _withFailure());
        assertEq(blockNumber, block.number, "block number");
        assertTrue(results[0].success && !results[1].success, "failure tolerated");
        vm.expectRevert(abi.encodeWithSelector(Multicall.CallFailed.selector, 1, _nope(9)));
        multicall.tryBlockAndAggregate(true, _withFailure());
    }

    function testAggregate3HonoursAllowFailurePerCall() public {
        Multicall.Call3[] memory calls = new Multicall.Call3[](2);
        calls[0] = Multicall.Call3(address(target), false, abi.encodeCall(MulticallTarget.answer, (5)));
        calls[1] = Multicall.Call3(address(target), true, abi.encodeCall(MulticallTarget.fail, (3)));
        Multicall.Result[] memory results = multicall.aggregate3(calls);
        assertTrue(results[0].success, "first succeeds");
        assertEq(abi.decode(results[0].returnData, (uint256)), 10, "first result");
        assertTrue(!results[1].success, "second fails");
        assertEq(results[1].returnData, _nope(3), "revert data kept");

        calls[1].allowFailure = false;
        vm.expectRevert(abi.encodeWithSelector(Multicall.CallFailed.selector, 1, _nope(3)));
        multicall.aggregate3(calls);
    }

    function testAggregate3ValueForwardsValues() public {
        Multicall.Call3Value[] memory calls = new Multicall.Call3Value[](2);
        calls[0] = Multicall.Call3Value(address(target), false, 1 ether, abi.encodeCall(MulticallTarget.pay, ()));
        calls[1] = Multicall.Call3Value(address(target), false, 2 ether, abi.encodeCall(MulticallTarget.pay, ()));
        vm.deal(address(this), 3 ether);
        Multicall.Result[] memory results = multicall.aggregate3Value{value: 3 ether}(calls);
        assertEq(abi.decode(results[1].returnData, (uint256)), 2 ether, "second value");
        assertEq(target.received(), 3 ether, "all forwarded");
        assertEq(address(multicall).balance, 0, "nothing kept");
    }

    function testAggregate3ValueRejectsAMismatch() public {
        Multicall.Call3Value[] memory calls = new Multicall.Call3Value[](1);
        calls[0] = Multicall.Call3Value(address(target), false, 1 ether, abi.encodeCall(MulticallTarget.pay, ()));
        vm.deal(address(this), 2 ether);
        vm.expectRevert(abi.encodeWithSelector(Multicall.ValueMismatch.selector, 2 ether, 1 ether));
        multicall.aggregate3Value{value: 2 ether}(calls);
    }

    function testAggregate3ValueHonoursAllowFailure() public {
        Multicall.Call3Value[] memory calls = new Multicall.Call3Value[](2);
        calls[0] = Multicall.Call3Value(address(target), true, 0, abi.encodeCall(MulticallTarget.fail, (4)));
        calls[1] = Multicall.Call3Value(address(target), false, 1 ether, abi.encodeCall(MulticallTarget.pay, ()));
        vm.deal(address(this), 1 ether);
        Multicall.Result[] memory results = multicall.aggregate3Value{value: 1 ether}(calls);
        assertTrue(!results[0].success && results[1].success, "failure tolerated");
        calls[0].allowFailure = false;
        vm.deal(address(this), 1 ether);
        vm.expectRevert(abi.encodeWithSelector(Multicall.CallFailed.selector, 0, _nope(4)));
        multicall.aggregate3Value{value: 1 ether}(calls);
    }

    function testBlockGetters() public {
        vm.roll(500);
        vm.warp(1_700_000_000);
        vm.fee(7 gwei);
        vm.coinbase(address(0xC0FFEE));
        vm.prevrandao(bytes32(uint256(42)));
        vm.chainId(31337);
        assertEq(multicall.getBlockNumber(), 500, "number");
        assertEq(multicall.getCurrentBlockTimestamp(), 1_700_000_000, "timestamp");
        assertEq(multicall.getBasefee(), 7 gwei, "base fee");
        assertEq(multicall.getCurrentBlockCoinbase(), address(0xC0FFEE), "coinbase");
        assertEq(multicall.getCurrentBlockDifficulty(), 42, "prevrandao");
        assertEq(multicall.getCurrentBlockGasLimit(), block.gaslimit, "gas limit");
        assertEq(multicall.getChainId(), 31337, "chain id");
        assertEq(multicall.getBlockHash(499), blockhash(499), "block hash");
        assertEq(multicall.getLastBlockHash(), blockhash(499), "last block hash");
    }

    function testFuzzAggregateMatchesDirectCalls(uint128 x, uint128 y) public {
        Multicall.Call[] memory calls = new Multicall.Call[](2);
        calls[0] = Multicall.Call(address(target), abi.encodeCall(MulticallTarget.answer, (x)));
        calls[1] = Multicall.Call(address(target), abi.encodeCall(MulticallTarget.answer, (y)));
        (, bytes[] memory data) = multicall.aggregate(calls);
        assertEq(abi.decode(data[0], (uint256)), target.answer(x), "x");
        assertEq(abi.decode(data[1], (uint256)), target.answer(y), "y");
    }
}

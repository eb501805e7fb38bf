// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @title Multicall
/// @notice Batches calls into one: the read layer's single round trip per block. Speaks both the
/// Multicall2 ABI (`aggregate`, `tryAggregate`, `blockAndAggregate`, ...) and Multicall3's `aggregate3`
/// and `aggregate3Value` with Multicall3's exact struct layouts, which is what viem's multicall batching
/// calls.
/// @dev Calls are made with `call`, so a state-changing batch acts as this contract, never as the
/// caller; approvals and transfers of the caller's tokens cannot be batched through it. Only
/// `aggregate3Value` accepts the native coin, and it forwards every wei it receives.
contract Multicall {
    /// @notice A call of a batch without failure tolerance reverted.
    /// @param index Position of the call in the batch.
    /// @param returnData The revert data of the call.
    error CallFailed(uint256 index, bytes returnData);
    /// @notice `aggregate3Value` received a different amount than the calls' values add up to.
    error ValueMismatch(uint256 sent, uint256 required);

    /// @notice A call of `aggregate`, `tryAggregate` and the block variants.
    struct Call {
        address target;
        bytes callData;
    }

    /// @notice A call of `aggregate3`.
    struct Call3 {
        address target;
        bool allowFailure;
        bytes callData;
    }

    /// @notice A call of `aggregate3Value`, sending `value` wei along.
    struct Call3Value {
        address target;
        bool allowFailure;
        uint256 value;
        bytes callData;
    }

    /// @notice The outcome of one call.
    struct Result {
        bool success;
        bytes returnData;
    }

    /// @notice Makes every call and returns their return data.
    /// Requirements:
    /// - every call succeeds.
    function aggregate(Call[] calldata calls) external returns (uint256 blockNumber, bytes[] memory returnData) {
        blockNumber = block.number;
        returnData = new bytes[](calls.length);
        for (uint256 i = 0; i < calls.length; ++i) {
            (bool success, bytes memory data) = calls[i].target.call(calls[i].callData);
            if (!success) revert CallFailed(i, data);
            returnData[i] = data;
        }
    }

    /// @notice Makes every call and reports each outcome.
    /// Requirements:
    /// - with `requireSuccess`, every call succeeds.
    function tryAggregate(bool requireSuccess, Call[] calldata calls) public returns (Result[] memory returnData) {
        returnData = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; ++i) {
            (bool success, bytes memory data) = calls[i].target.call(calls[i].callData);
            if (requireSuccess && !success) revert CallFailed(i, data);
            returnData[i] = Result(success, data);
        }
    }

    /// @notice `tryAggregate` plus the number and hash of the block the calls ran in.
    /// Requirements:
    /// - with `requireSuccess`, every call succeeds.
    function tryBlockAndAggregate(bool requireSuccess, Call[] calldata calls)
        public
        returns (uint256 blockNumber, bytes32 blockHash, Result[] memory returnData)
    {
        blockNumber = block.number;
        blockHash = blockhash(block.number);
        returnData = tryAggregate(requireSuccess, calls);
    }

    /// @notice `tryBlockAndAggregate` requiring every call to succeed.
    /// Requirements:
    /// - every call succeeds.
    function blockAndAggregate(Call[] calldata calls)
        external
        returns (uint256 blockNumber, bytes32 blockHash, Result[] memory returnData)
    {
        return tryBlockAndAggregate(true, calls);
    }

    /// @notice Makes every call, tolerating failure per call.
    /// Requirements:
    /// - every call with `allowFailure == false` succeeds.
    function aggregate3(Call3[] calldata calls) external returns (Result[] memory returnData) {
        returnData = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; ++i) {
            Call3 calldata call_ = calls[i];
            (bool success, bytes memory data) = call_.target.call(call_.callData);
            if (!success && !call_.allowFailure) revert CallFailed(i, data);
            returnData[i] = Result(success, data);
        }
    }

    /// @notice Makes every call with its value, tolerating failure per call.
    /// @dev The value of a failed call that allows failure stays in this contract, as in Multicall3;
    /// callers who care must not allow failure on calls that carry value.
    /// Requirements:
    /// - every call with `allowFailure == false` succeeds;
    /// - `msg.value` equals the sum of the calls' values.
    function aggregate3Value(Call3Value[] calldata calls) external payable returns (Result[] memory returnData) {
        uint256 required = 0;
        returnData = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; ++i) {
            Call3Value calldata call_ = calls[i];
            required += call_.value;
            (bool success, bytes memory data) = call_.target.call{value: call_.value}(call_.callData);
            if (!success && !call_.allowFailure) revert CallFailed(i, data);
            returnData[i] = Result(success, data);
        }
        if (msg.value != required) revert ValueMismatch(msg.value, required);
    }

    /// @notice The hash of block `blockNumber` (zero beyond the last 256 blocks).
    function getBlockHash(uint256 blockNumber) external view returns (bytes32 blockHash) {
        blockHash = blockhash(blockNumber);
    }

    /// @notice The current block number.
    function getBlockNumber() external view returns (uint256 blockNumber) {
        blockNumber = block.number;
    }

    /// @notice The current block's fee recipient.
    function getCurrentBlockCoinbase() external view returns (address coinbase) {
        coinbase = block.coinbase;
    }

    /// @notice The current block's difficulty field, which carries PREVRANDAO since the merge.
    function getCurrentBlockDifficulty() external view returns (uint256 difficulty) {
        difficulty = block.prevrandao;
    }

    /// @notice The current block's gas limit.
    function getCurrentBlockGasLimit() external view returns (uint256 gaslimit) {
        gaslimit = block.gaslimit;
    }

    /// @notice The current block's timestamp.
    function getCurrentBlockTimestamp() external view returns (uint256 timestamp) {
        timestamp = block.timestamp;
    }

    /// @notice The native balance of `addr`.
    function getEthBalance(address addr) external view returns (uint256 balance) {
        balance = addr.balance;
    }

    /// @notice The hash of the previous block.
    function getLastBlockHash() external view returns (bytes32 blockHash) {
        // At block 0 this wraps to 2^256 - 1, whose hash reads as zero: the honest answer for the genesis block.
        unchecked {
            blockHash = blockhash(block.number - 1);
        }
    }

    /// @notice The current block's base fee.
    function getBasefee() external view returns (uint256 basefee) {
        basefee = block.basefee;
    }

    /// @notice The chain id.
    function getChainId() external view returns (uint256 chainid) {
        chainid = block.chainid;
    }
}

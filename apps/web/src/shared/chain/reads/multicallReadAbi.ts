import { parseAbi } from "viem";

/**
 * The part of the multicall the read layer calls. These signatures are Multicall3's, which both our
 * local Multicall and the Multicall3 deployment on BNB Smart Chain and its testnet implement, so one
 * ABI serves every chain the app targets.
 */
export const multicallReadAbi = parseAbi([
  "struct Call { address target; bytes callData; }",
  "struct Result { bool success; bytes returnData; }",
  "function tryBlockAndAggregate(bool requireSuccess, Call[] calls) returns (uint256 blockNumber, bytes32 blockHash, Result[] returnData)",
  "function getEthBalance(address addr) view returns (uint256 balance)",
  "function getCurrentBlockTimestamp() view returns (uint256 timestamp)",
]);

import { encodeFunctionData, type ContractFunctionParameters } from "viem";
import type { ChainCall } from "./callKey.ts";

/** The multicall call for one contract read: its address and ABI-encoded call data. */
export function encodeContractCall(contract: ContractFunctionParameters): ChainCall {
  const { abi, functionName, args } = contract;
  return { address: contract.address, callData: encodeFunctionData({ abi, functionName, args }) };
}

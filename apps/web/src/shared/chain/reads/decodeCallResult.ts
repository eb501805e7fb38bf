import { decodeFunctionResult, type ContractFunctionParameters, type Hex } from "viem";

/**
 * A call's decoded return value, or null when it failed: it reverted (null return data), or its
 * return data does not decode under the ABI (a non-contract address returns nothing, a different
 * contract returns something else). Spec: a decode failure marks the result as an error.
 */
export function decodeCallResult(contract: ContractFunctionParameters, returnData: Hex | null): unknown {
  if (returnData === null) return null;
  try {
    return decodeFunctionResult({ abi: contract.abi, functionName: contract.functionName, data: returnData });
  } catch {
    return null;
  }
}

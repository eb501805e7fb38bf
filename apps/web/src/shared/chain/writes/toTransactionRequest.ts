import { encodeFunctionData, type EncodeFunctionDataParameters } from "viem";
import type { ContractWriteCall, EncodedCall } from "./ContractWriteCall.ts";

/** The transaction a call is: its contract, its encoded data and the native coin it carries. */
export function toTransactionRequest(call: ContractWriteCall): EncodedCall {
  if ("data" in call) return { to: call.to, data: call.data, value: call.value };
  const { abi, functionName, args } = call;
  return {
    to: call.address,
    data: encodeFunctionData({ abi, functionName, args } as EncodeFunctionDataParameters),
    value: call.value,
  };
}

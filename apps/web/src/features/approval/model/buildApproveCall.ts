import { erc20Abi, type Address } from "viem";
import type { ContractCall } from "../../../shared/chain/index.ts";

/** The ERC-20 approve(spender, amount) call that lets `spender` take up to `amount` of `token`. */
export function buildApproveCall(token: Address, spender: Address, amount: bigint): ContractCall {
  return { address: token, abi: erc20Abi, functionName: "approve", args: [spender, amount] };
}

import type { Address } from "viem";
import { wbnbAbi } from "@griddle/sdk";
import type { ContractCall } from "../../../shared/chain/index.ts";

/**
 * The wrapped-coin write (spec 000 section 7, Writes): WRAP deposits `amount` BNB into WBNB (sent as
 * value), UNWRAP withdraws `amount` WBNB back into BNB.
 */
export function buildWrapCall(wbnb: Address, wrapType: "WRAP" | "UNWRAP", amount: bigint): ContractCall {
  return wrapType === "WRAP"
    ? { address: wbnb, abi: wbnbAbi, functionName: "deposit", args: [], value: amount }
    : { address: wbnb, abi: wbnbAbi, functionName: "withdraw", args: [amount] };
}

import type { Address, Hex } from "viem";
import { writeContract, type Config } from "@wagmi/core";
import { wbnbAbi } from "@griddle/sdk";

export interface SendWrapParameters {
  readonly chainId: number;
  readonly account: Address;
  readonly wbnb: Address;
  /** WRAP deposits BNB into WBNB; UNWRAP withdraws it. */
  readonly wrapType: "WRAP" | "UNWRAP";
  readonly amount: bigint;
  readonly gasPriceWei: bigint | undefined;
}

/**
 * Wraps BNB into WBNB (deposit) or back (withdraw). Loaded on the first click only (useWrapCallback
 * imports it then): viem's contract-write code is not needed to show the swap page.
 */
export function sendWrap(config: Config, parameters: SendWrapParameters): Promise<Hex> {
  const { chainId, account, wbnb, wrapType, amount, gasPriceWei } = parameters;
  return wrapType === "WRAP"
    ? writeContract(config, {
        address: wbnb,
        abi: wbnbAbi,
        functionName: "deposit",
        value: amount,
        account,
        chainId,
        gasPrice: gasPriceWei,
      })
    : writeContract(config, {
        address: wbnb,
        abi: wbnbAbi,
        functionName: "withdraw",
        args: [amount],
        account,
        chainId,
        gasPrice: gasPriceWei,
      });
}

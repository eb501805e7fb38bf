import { erc20Abi, maxUint256, type Address, type Hex } from "viem";
import { getClient, writeContract, type Config } from "@wagmi/core";
import { estimateContractGas } from "viem/actions";
import { calculateGasMargin } from "../model/calculateGasMargin.ts";

export interface SendApprovalParameters {
  readonly chainId: number;
  readonly account: Address;
  readonly token: Address;
  readonly spender: Address;
  /** The exact amount, approved instead of the maximum by tokens that refuse an unlimited allowance. */
  readonly exactAmount: bigint;
  readonly gasPriceWei: bigint | undefined;
}

/**
 * Sends an ERC-20 approval (spec 000 section 7, Writes: approve): gas estimated for the maximum amount,
 * falling back to the exact amount, sent with a 10% gas margin and the user's gas price. Loaded on
 * the first click only (useApproveCallback imports it then): the estimate and send code is not
 * needed to show a page.
 */
export async function sendApproval(config: Config, parameters: SendApprovalParameters): Promise<Hex> {
  const { chainId, account, token, spender, exactAmount, gasPriceWei } = parameters;
  const client = getClient(config, { chainId });
  if (!client) throw new Error(`No client for chain ${chainId}`);
  const estimate = (amount: bigint) =>
    estimateContractGas(client, {
      address: token,
      abi: erc20Abi,
      functionName: "approve",
      args: [spender, amount],
      account,
    });
  let amount = maxUint256;
  let gas: bigint;
  try {
    gas = await estimate(amount);
  } catch {
    amount = exactAmount;
    gas = await estimate(amount);
  }
  return writeContract(config, {
    address: token,
    abi: erc20Abi,
    functionName: "approve",
    args: [spender, amount],
    account,
    chainId,
    gas: calculateGasMargin(gas),
    gasPrice: gasPriceWei,
  });
}

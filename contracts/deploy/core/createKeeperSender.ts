import { LOCAL_DEV_MNEMONIC } from "@griddle/sdk";
import { createTestClient, createWalletClient, custom, parseEther, type Address } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { createTransactionSender, type TransactionSender } from "./createTransactionSender.ts";
import type { DeployContext } from "./DeployContext.ts";

/** Native balance each keeper account gets for gas (the market trader also swaps from it). */
export const KEEPER_BALANCE = parseEther("1000");

/** Gives a keeper's dev account its BNB (the node funds only the first 20) and returns its address. */
export async function fundKeeper({ publicClient }: DeployContext, addressIndex: number): Promise<Address> {
  const { address } = mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex });
  await createTestClient({ mode: "hardhat", transport: custom(publicClient) }).setBalance({
    address,
    value: KEEPER_BALANCE,
  });
  return address;
}

/** A sender for a keeper's dev account, which signs with its own key, funded for gas. */
export async function createKeeperSender(
  context: DeployContext,
  addressIndex: number,
): Promise<TransactionSender> {
  const { chain } = context.publicClient;
  if (chain === undefined)
    throw new Error("The public client has no chain to sign the keepers' transactions for");
  await fundKeeper(context, addressIndex);
  const account = mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex });
  return createTransactionSender(
    context.publicClient,
    createWalletClient({ account, chain, transport: custom(context.publicClient) }),
  );
}

import { LOCAL_DEV_MNEMONIC } from "@griddle/sdk";
import { createWalletClient, custom, type PublicClient } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { createTransactionSender, type TransactionSender } from "./createTransactionSender.ts";

/**
 * A sender for a dev account the node already funds (indexes 0-19), signing with its own key; unlike
 * a keeper's, its balance is left as the node and the seed made it.
 */
export async function createDevAccountSender(
  publicClient: PublicClient,
  addressIndex: number,
): Promise<TransactionSender> {
  const { chain } = publicClient;
  if (chain === undefined)
    throw new Error("The public client has no chain to sign a dev account's transactions for");
  const account = mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex });
  return createTransactionSender(
    publicClient,
    createWalletClient({ account, chain, transport: custom(publicClient) }),
  );
}

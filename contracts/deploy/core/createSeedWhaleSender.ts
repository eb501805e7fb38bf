import { LOCAL_DEV_MNEMONIC } from "@griddle/sdk";
import { createWalletClient, custom, type PublicClient } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { createTransactionSender, type TransactionSender } from "./createTransactionSender.ts";

/**
 * The seed whale's index under the local mnemonic. The node funds accounts 0-19 and the e2e tests use
 * them all, so the first one after them is nobody's: its huge stakes never show in a test's or a
 * developer's wallet.
 */
export const SEED_WHALE_ACCOUNT_INDEX = 20;

/** A sender for the seed whale, which signs with its own key; fundSeedWhale gives it BNB for gas. */
export async function createSeedWhaleSender(publicClient: PublicClient): Promise<TransactionSender> {
  const { chain } = publicClient;
  if (chain === undefined)
    throw new Error("The public client has no chain to sign the whale's transactions for");
  const walletClient = createWalletClient({
    account: mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: SEED_WHALE_ACCOUNT_INDEX }),
    chain,
    transport: custom(publicClient),
  });
  return createTransactionSender(publicClient, walletClient);
}

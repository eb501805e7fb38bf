import { deployLocalStack } from "@griddle/contracts/deploy";
import { LOCAL_DEV_MNEMONIC, SEEDED_DEV_ACCOUNT_COUNT, type DeploymentManifest } from "@griddle/sdk";
import { createPublicClient, createWalletClient, http } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { localChain } from "./localChain.ts";

/**
 * The dev account the local manifest lists as blocked, so the 'Blocked address' screen can be
 * seen and tested. It is the node's last funded account, outside the seeded ones.
 */
export const BLOCKED_DEV_ACCOUNT_INDEX = 19;

/** Deploys and seeds a fresh local chain from dev account 0 and returns its manifest. */
export async function deployToLocalChain(rpcUrl: string): Promise<DeploymentManifest> {
  const chain = localChain(rpcUrl);
  const transport = http(rpcUrl, { batch: false });
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 100 });
  const walletClient = createWalletClient({
    chain,
    transport,
    account: mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: 0 }),
  });
  const seedAccounts = Array.from(
    { length: SEEDED_DEV_ACCOUNT_COUNT },
    (_, addressIndex) => mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex }).address,
  );
  const blocked = mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: BLOCKED_DEV_ACCOUNT_INDEX }).address;
  return deployLocalStack({ publicClient, walletClient, seedAccounts, rpcUrl, blockedAddresses: [blocked] });
}

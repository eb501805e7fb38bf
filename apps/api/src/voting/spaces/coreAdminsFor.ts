import { LOCAL_CHAIN_ID, LOCAL_DEV_MNEMONIC } from "@griddle/sdk";
import type { Address } from "viem";
import { mnemonicToAccount } from "viem/accounts";

/**
 * The Core space's proposers: VOTING_ADMINS when set; on the local chain, its deployer (dev account
 * 0, the owner of every contract), so `npm start` needs no setting; elsewhere nobody until set.
 */
export function coreAdminsFor(
  configured: readonly Address[] | undefined,
  chainId: number,
): readonly Address[] {
  if (configured !== undefined) return configured;
  return chainId === LOCAL_CHAIN_ID
    ? [mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: 0 }).address]
    : [];
}

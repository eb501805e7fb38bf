import { mnemonicToAccount, type HDAccount } from "viem/accounts";
import { LOCAL_DEV_MNEMONIC } from "@griddle/sdk";

/**
 * The local chain's dev account at `index` (m/44'/60'/0'/0/index of the public test mnemonic).
 * Loaded on demand: the key derivation code is only needed once someone picks the Dev wallet.
 */
export function deriveDevAccount(index: number): HDAccount {
  return mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: index });
}

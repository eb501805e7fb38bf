import { buildUsernameMessage, LOCAL_CHAIN_ID, LOCAL_DEV_MNEMONIC } from "@griddle/sdk";
import type { Address } from "viem";
import { mnemonicToAccount, type HDAccount } from "viem/accounts";

/** Dev account `index` of the public test mnemonic. */
export const devAccount = (index: number): HDAccount =>
  mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: index });

export interface SignedRegistration {
  readonly address: Address;
  readonly username: string;
  readonly message: string;
  readonly signature: string;
}

/**
 * A POST /api/users body as the app sends it: `signer` signs the message for `username`. Each part
 * can be changed to forge one: another address or chain in the message, another time, another signer.
 */
export async function signRegistration(
  signer: HDAccount,
  username: string,
  {
    address = signer.address,
    chainId = LOCAL_CHAIN_ID,
    issuedAt = new Date(),
  }: { address?: Address; chainId?: number; issuedAt?: Date } = {},
): Promise<SignedRegistration> {
  const message = buildUsernameMessage({ username, address, chainId, issuedAt });
  return { address, username, message, signature: await signer.signMessage({ message }) };
}

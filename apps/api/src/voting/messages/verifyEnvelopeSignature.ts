import { recoverAddress, type Hex } from "viem";
import type { VotingChain } from "../power/VotingChain.ts";
import { HubMessageError } from "./HubMessageError.ts";
import type { HubEnvelope } from "./parseEnvelope.ts";

/**
 * Checks that the envelope's address signed message `id`: an account's ECDSA signature, recovered
 * here without the chain, or else a contract wallet's approval through EIP-1271 isValidSignature.
 */
export async function verifyEnvelopeSignature(
  envelope: HubEnvelope,
  id: Hex,
  chain: VotingChain,
): Promise<void> {
  // A signature that is not 65 bytes makes viem throw: not an account's, but maybe a contract wallet's.
  const recovered = await recoverAddress({ hash: id, signature: envelope.sig }).catch(() => undefined);
  if (recovered === envelope.address) return;
  if (await chain.isValidContractSignature(envelope.address, id, envelope.sig)) return;
  throw new HubMessageError(
    `signature validation failed: the message was not signed by ${envelope.address}, nor approved by it as a contract wallet (EIP-1271)`,
  );
}

import { createHash } from "node:crypto";

/**
 * Snapshot's sequencer names a message's kind by the SHA-256 of its `types` as JSON text (its
 * hashedTypes.json), so a client cannot slip a field in or out: the same text, the same hash.
 */
export function typesHash(types: unknown): string {
  return createHash("sha256").update(JSON.stringify(types)).digest("hex");
}

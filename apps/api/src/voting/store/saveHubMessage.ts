import type { Hex } from "viem";
import type { ApiDatabase } from "../../db/ApiDatabase.ts";
import { hubMessages } from "../../db/schema.ts";
import { HubMessageError } from "../messages/HubMessageError.ts";
import type { HubEnvelope } from "../messages/parseEnvelope.ts";

type Transaction = Parameters<Parameters<ApiDatabase["transaction"]>[0]>[0];

/**
 * Writes an accepted envelope into the audit log, inside the transaction that stores its effect.
 * The id is the key: a second copy of the same signed message, sent later or racing this one, is
 * refused and the transaction rolls back.
 */
export async function saveHubMessage(tx: Transaction, id: Hex, envelope: HubEnvelope): Promise<void> {
  const saved = await tx
    .insert(hubMessages)
    .values({
      id,
      kind: envelope.kind,
      address: envelope.address,
      sig: envelope.sig,
      data: { domain: envelope.domain, types: envelope.types, message: envelope.message },
    })
    .onConflictDoNothing()
    .returning({ id: hubMessages.id });
  if (saved.length === 0)
    throw new HubMessageError("duplicate message: this signed message was already received");
}

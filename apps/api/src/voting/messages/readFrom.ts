import type { Address } from "viem";
import { parseAnyCaseAddress } from "../../address/parseAnyCaseAddress.ts";
import { HubMessageError } from "./HubMessageError.ts";
import type { MessageRecord } from "./messageFields.ts";

/** The message's `from`, which must be the envelope's signer (Snapshot: 'wrong from'). */
export function readFrom(message: MessageRecord, signer: Address): Address {
  const from = parseAnyCaseAddress(message.from);
  if (from === undefined) throw new HubMessageError("from must be a 0x-prefixed 20-byte hex address");
  if (from !== signer)
    throw new HubMessageError(`wrong from: the message is from ${from}, the envelope from ${signer}`);
  return from;
}

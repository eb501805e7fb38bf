import { isHex, type Address, type Hex } from "viem";
import { parseAnyCaseAddress } from "../../address/parseAnyCaseAddress.ts";
import { HubMessageError } from "./HubMessageError.ts";
import { KNOWN_TYPES, UNOFFERED_VOTE_TYPES } from "./knownTypes.ts";
import { isRecord, type MessageRecord } from "./messageFields.ts";
import { SNAPSHOT_DOMAIN } from "@griddle/sdk";
import type { HubMessageKind } from "./knownTypes.ts";
import { typesHash } from "./typesHash.ts";

/** What POST /api/msg carries, Snapshot's envelope, with its domain and types checked. */
export interface HubEnvelope {
  /** The signer, checksummed. */
  readonly address: Address;
  readonly sig: Hex;
  readonly kind: HubMessageKind;
  /** Snapshot's domain; `chainId` only where the wallet added one (snapshot.js does for Trust Wallet). */
  readonly domain: { readonly name: string; readonly version: string; readonly chainId?: number };
  readonly types: Readonly<Record<string, readonly { name: string; type: string }[]>>;
  /** Not yet read: parseProposalMessage or parseVoteMessage does that. */
  readonly message: MessageRecord;
}

const ENVELOPE_SHAPE = "{ address, sig, data: { domain, types, message } }";

function parseDomain(domain: unknown): HubEnvelope["domain"] {
  const { chainId, ...rest } = isRecord(domain) ? domain : {};
  const isSnapshots =
    rest.name === SNAPSHOT_DOMAIN.name &&
    rest.version === SNAPSHOT_DOMAIN.version &&
    Object.keys(rest).length === 2 &&
    (chainId === undefined || (typeof chainId === "number" && Number.isSafeInteger(chainId)));
  if (!isSnapshots) {
    throw new HubMessageError(
      `wrong domain: the hub takes Snapshot's { name: '${SNAPSHOT_DOMAIN.name}', version: '${SNAPSHOT_DOMAIN.version}' }`,
    );
  }
  return chainId === undefined ? { ...SNAPSHOT_DOMAIN } : { ...SNAPSHOT_DOMAIN, chainId };
}

function kindOf(types: unknown): HubMessageKind {
  const hash = typesHash(types);
  const kind = KNOWN_TYPES.get(hash);
  if (kind !== undefined) return kind;
  if (UNOFFERED_VOTE_TYPES.has(hash)) {
    throw new HubMessageError(
      "wrong types: every proposal here is single-choice, so a vote's choice is one number (approval, ranked-choice, quadratic and weighted votes are not offered)",
    );
  }
  throw new HubMessageError("wrong types: the hub takes Snapshot's Proposal and single-choice Vote types");
}

/** Reads the envelope's outside: who signed, with what, and which of Snapshot's messages it is. */
export function parseEnvelope(body: unknown): HubEnvelope {
  if (!isRecord(body) || !isRecord(body.data)) {
    throw new HubMessageError(`The body must be a Snapshot envelope: ${ENVELOPE_SHAPE}`);
  }
  const address = parseAnyCaseAddress(body.address);
  if (address === undefined) throw new HubMessageError("address must be a 0x-prefixed 20-byte hex address");
  if (typeof body.sig !== "string" || !isHex(body.sig, { strict: true })) {
    throw new HubMessageError("sig must be a 0x-prefixed hex signature");
  }
  const { domain, types, message } = body.data;
  const parsedDomain = parseDomain(domain);
  const kind = kindOf(types);
  if (!isRecord(message)) throw new HubMessageError("data.message must be an object");
  return {
    address,
    sig: body.sig,
    kind,
    domain: parsedDomain,
    types: types as HubEnvelope["types"],
    message,
  };
}

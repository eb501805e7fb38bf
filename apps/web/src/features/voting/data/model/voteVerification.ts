import type { Vote } from "../../model/Vote.ts";
import { hubRecord } from "./hubFields.ts";

/** The body of POST /verify (spec 001 section 7): each vote's power as the hub recorded it, at `block`. */
export interface VerifyVotesBody {
  readonly block: number;
  readonly votes: readonly { address: string; verificationHash?: string; total: number }[];
}

/**
 * What /verify checks for `votes` cast on a proposal whose snapshot is `block`: each vote's power and
 * the hub's hash of the power record it counted (left out when the hub gave none).
 */
export function buildVerifyVotesBody(block: number, votes: readonly Vote[]): VerifyVotesBody {
  return {
    block,
    votes: votes.map(({ voter, verificationHash, vp }) =>
      verificationHash === undefined
        ? { address: voter, total: vp }
        : { address: voter, verificationHash, total: vp },
    ),
  };
}

/**
 * The answer of /verify as the lower-cased addresses whose votes were found invalid (spec 001 section 5:
 * isValid per lower-cased voter address). An address the answer leaves out counts as valid.
 */
export function parseInvalidVoters(answer: unknown): ReadonlySet<string> {
  const invalid = new Set<string>();
  for (const [address, entry] of Object.entries(hubRecord(answer, "verification"))) {
    if (hubRecord(entry, "verification entry").isValid === false) invalid.add(address.toLowerCase());
  }
  return invalid;
}

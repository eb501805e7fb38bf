import type { Address } from "viem";
import { parseAnyCaseAddress } from "../../address/parseAnyCaseAddress.ts";
import { ApiError } from "../../http/ApiError.ts";
import { isRecord } from "../messages/messageFields.ts";

/** At most a page of votes (the GraphQL page size) per request: one batch of chain reads. */
export const MAX_VERIFY_VOTES = 1000;

export interface VoteToVerify {
  readonly address: Address;
  /** What the client says the hub counted (GraphQL's vote metadata), absent for none. */
  readonly verificationHash: string | undefined;
  /** The power the client shows for the vote, in CAKE. */
  readonly total: number;
}

export interface VerifyRequest {
  /** Absent for the latest block (PancakeSwap's client default). */
  readonly block: unknown;
  readonly votes: readonly VoteToVerify[];
}

function parseVote(vote: unknown, index: number): VoteToVerify {
  const where = `votes[${index}]`;
  if (!isRecord(vote))
    throw new ApiError(400, `${where} must be an object { address, verificationHash, total }.`);
  const address = parseAnyCaseAddress(vote.address);
  if (address === undefined)
    throw new ApiError(400, `${where}.address must be a 0x-prefixed 20-byte hex address.`);
  const total = typeof vote.total === "string" && vote.total.trim() !== "" ? Number(vote.total) : vote.total;
  if (typeof total !== "number" || !Number.isFinite(total)) {
    throw new ApiError(400, `${where}.total must be a number of CAKE.`);
  }
  const hash = vote.verificationHash;
  if (hash !== undefined && hash !== null && typeof hash !== "string") {
    throw new ApiError(400, `${where}.verificationHash must be a string.`);
  }
  return { address, verificationHash: hash ?? undefined, total };
}

/** POST /verify's body: `{ block, votes: [{ address, verificationHash, total }] }`. */
export function parseVerifyRequest(body: unknown): VerifyRequest {
  if (!isRecord(body) || !Array.isArray(body.votes)) {
    throw new ApiError(400, "The body must be { block, votes: [{ address, verificationHash, total }] }.");
  }
  if (body.votes.length > MAX_VERIFY_VOTES) {
    throw new ApiError(400, `Verify at most ${MAX_VERIFY_VOTES} votes per request.`);
  }
  return { block: body.block, votes: body.votes.map(parseVote) };
}

import { requestApi } from "../../../shared/api/index.ts";
import type { Vote } from "../model/Vote.ts";
import { buildVerifyVotesBody, parseInvalidVoters } from "./model/voteVerification.ts";

/**
 * The lower-cased voters whose votes on a proposal with snapshot `block` the hub finds invalid
 * (POST /verify, spec 001 section 7). Rejects with ApiRequestError carrying the hub's status when it fails.
 */
export async function verifyVotes(
  apiUrl: string,
  block: number,
  votes: readonly Vote[],
  signal?: AbortSignal,
): Promise<ReadonlySet<string>> {
  if (votes.length === 0) return new Set();
  const answer = await requestApi(`${apiUrl}/verify`, {
    method: "POST",
    body: buildVerifyVotesBody(block, votes),
    signal,
  });
  return parseInvalidVoters(answer);
}

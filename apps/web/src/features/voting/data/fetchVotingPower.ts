import type { Address } from "viem";
import { requestApi } from "../../../shared/api/index.ts";
import type { VotingPower } from "../model/VotingPower.ts";
import { parseVotingPower } from "./model/parseVotingPower.ts";

/**
 * `account`'s voting power at `block` and where it comes from (GET /api/voting-power/{address}).
 * Rejects with ApiRequestError when the hub fails, VotingHubAnswerError when it answers in another shape.
 */
export async function fetchVotingPower(
  apiUrl: string,
  account: Address,
  block: number,
  signal?: AbortSignal,
): Promise<VotingPower> {
  return parseVotingPower(
    await requestApi(`${apiUrl}/api/voting-power/${account}?block=${block}`, { signal }),
  );
}

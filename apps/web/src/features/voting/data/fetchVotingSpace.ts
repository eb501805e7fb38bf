import { postIndexerQuery } from "../../../shared/indexer/index.ts";
import type { VotingSpace } from "../model/VotingSpace.ts";
import { parseSpace } from "./model/parseSpace.ts";
import { spaceRequest } from "./model/spaceQuery.ts";

/** The rules of space `id` (its admins and minimum power) from the voting hub at `apiUrl`. */
export async function fetchVotingSpace(
  apiUrl: string,
  id: string,
  signal?: AbortSignal,
): Promise<VotingSpace> {
  return parseSpace(await postIndexerQuery(`${apiUrl}/graphql`, spaceRequest(id), signal));
}

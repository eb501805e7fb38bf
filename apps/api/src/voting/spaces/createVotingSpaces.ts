import { parseEther, type Address } from "viem";
import type { VotingSpace, VotingSpaces } from "./VotingSpace.ts";

/** The voting power a Community author needs: enough to show a stake, little enough for any holder. */
export const COMMUNITY_MIN_SCORE = parseEther("10");

export const CORE_SPACE_ID = "core";
export const COMMUNITY_SPACE_ID = "community";

/**
 * Griddle's two spaces, as PancakeSwap's: Core, where the team (the admins) proposes, and
 * Community, where any holder of COMMUNITY_MIN_SCORE may.
 */
export function createVotingSpaces(coreAdmins: readonly Address[]): VotingSpaces {
  const spaces: VotingSpace[] = [
    { id: CORE_SPACE_ID, name: "Core", admins: coreAdmins, minScore: 0n },
    { id: COMMUNITY_SPACE_ID, name: "Community", admins: [], minScore: COMMUNITY_MIN_SCORE },
  ];
  return new Map(spaces.map((space) => [space.id, space]));
}

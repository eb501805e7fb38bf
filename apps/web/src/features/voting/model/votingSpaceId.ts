import { VOTING_SPACE_IDS, type VotingSpaceId } from "./VotingSpace.ts";

/** The space a ?space= value names; Core when it names none (PancakeSwap opens on Core). */
export function parseVotingSpaceId(value: string | null): VotingSpaceId {
  return VOTING_SPACE_IDS.find((id) => id === value) ?? "core";
}

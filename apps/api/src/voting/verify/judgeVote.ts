import { cakeNumber } from "../power/formatCake.ts";
import { verificationHash } from "../power/verificationHash.ts";
import type { VotingPower } from "../power/VotingPower.ts";
import type { VoteToVerify } from "./parseVerifyRequest.ts";

/** How far a shown total may be from the recomputed one: what a float of CAKE may lose, no more. */
const RELATIVE_TOLERANCE = 1e-9;

export interface VoteVerdict {
  readonly isValid: boolean;
  /** The power recomputed at the block, in CAKE. */
  readonly total: number;
  readonly verificationHash: string;
}

/**
 * A vote is valid when the power its client shows is the power the chain gives its address at the
 * block (and its verificationHash, when it carries one, is the hub's for that power).
 */
export function judgeVote(vote: VoteToVerify, power: VotingPower): VoteVerdict {
  const total = cakeNumber(power.total);
  const hash = verificationHash(power.address, power.block, power.total);
  const sameTotal = Math.abs(vote.total - total) <= RELATIVE_TOLERANCE * Math.max(1, total);
  const sameHash = vote.verificationHash === undefined || vote.verificationHash.toLowerCase() === hash;
  return { isValid: sameTotal && sameHash, total, verificationHash: hash };
}

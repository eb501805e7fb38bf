import { formatCake } from "./formatCake.ts";
import { verificationHash } from "./verificationHash.ts";
import { VOTING_POWER_STRATEGIES, type VotingPower } from "./VotingPower.ts";

/** GET /api/voting-power/{address}: CAKE amounts as exact decimal strings, the block as a number. */
export function votingPowerResponse(power: VotingPower) {
  return {
    address: power.address,
    block: Number(power.block),
    total: formatCake(power.total),
    breakdown: Object.fromEntries(
      VOTING_POWER_STRATEGIES.map((strategy) => [strategy, formatCake(power.breakdown[strategy])]),
    ) as Record<(typeof VOTING_POWER_STRATEGIES)[number], string>,
    verificationHash: verificationHash(power.address, power.block, power.total),
  };
}

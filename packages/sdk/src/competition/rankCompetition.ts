import type { Address } from "viem";
import { TOP_MEMBERS_PER_TEAM } from "./competitionConstants.ts";
import { competitionRewardGroup } from "./competitionRewardGroup.ts";

/** A registered account and its team, as the competition's UserRegister events give them. */
export interface CompetitionRegistration {
  readonly account: Address;
  readonly teamId: number;
}

/** A registered trader's place in the final ranking. */
export interface RankedTrader {
  /** Lowercase. */
  readonly account: Address;
  readonly teamId: number;
  /** The final rank of the trader's team (1 = most volume). */
  readonly teamRank: number;
  /** The trader's rank within its team (1 = most volume). */
  readonly rankInTeam: number;
  readonly volumeUsd: number;
  readonly rewardGroup: number;
}

/** A team's place: its volume is that of its TOP_MEMBERS_PER_TEAM best traders. */
export interface RankedTeam {
  readonly teamId: number;
  readonly teamRank: number;
  readonly volumeUsd: number;
  readonly participants: number;
  /** The team's traders, best first. */
  readonly traders: readonly RankedTrader[];
}

export interface CompetitionRanking {
  /** Every team from 1 to numberTeams, rank 1 first. */
  readonly teams: readonly RankedTeam[];
  /** Every registered trader, by team rank, then by rank within the team. */
  readonly traders: readonly RankedTrader[];
}

export interface RankCompetitionParameters {
  readonly registrations: readonly CompetitionRegistration[];
  /** USD volume in the live phase by lowercase account; an account without any traded nothing. */
  readonly volumeUsdByAccount: ReadonlyMap<string, number>;
  readonly numberTeams: number;
}

/**
 * The final ranking, a pure function of the public data so that anyone recomputes the same Merkle
 * root: traders rank within their team by volume (ties: the lower address first), teams by the sum
 * of their TOP_MEMBERS_PER_TEAM best traders' volume (ties: the lower team id first). The sums run in
 * rank order, so every reader adds the same floating-point numbers in the same order.
 */
export function rankCompetition({
  registrations,
  volumeUsdByAccount,
  numberTeams,
}: RankCompetitionParameters): CompetitionRanking {
  const members = new Map<number, { account: Address; volumeUsd: number }[]>();
  for (let teamId = 1; teamId <= numberTeams; teamId++) members.set(teamId, []);
  for (const { account, teamId } of registrations) {
    const lower = account.toLowerCase() as Address;
    const team = members.get(teamId);
    if (team === undefined) throw new RangeError(`Team ${teamId} is outside 1 to ${numberTeams}`);
    team.push({ account: lower, volumeUsd: volumeUsdByAccount.get(lower) ?? 0 });
  }

  const teamTotals = [...members.entries()].map(([teamId, team]) => {
    team.sort((a, b) => b.volumeUsd - a.volumeUsd || (a.account < b.account ? -1 : 1));
    const volumeUsd = team.slice(0, TOP_MEMBERS_PER_TEAM).reduce((sum, { volumeUsd }) => sum + volumeUsd, 0);
    return { teamId, team, volumeUsd };
  });
  teamTotals.sort((a, b) => b.volumeUsd - a.volumeUsd || a.teamId - b.teamId);

  const teams = teamTotals.map(({ teamId, team, volumeUsd }, index): RankedTeam => {
    const teamRank = index + 1;
    const traders = team.map(({ account, volumeUsd: traded }, position): RankedTrader => ({
      account,
      teamId,
      teamRank,
      rankInTeam: position + 1,
      volumeUsd: traded,
      rewardGroup: competitionRewardGroup(position + 1, traded),
    }));
    return { teamId, teamRank, volumeUsd, participants: team.length, traders };
  });
  return { teams, traders: teams.flatMap(({ traders }) => traders) };
}

import type { Address } from "viem";
import { describe, expect, it } from "vitest";
import { TOP_MEMBERS_PER_TEAM } from "./competitionConstants.ts";
import { rankCompetition } from "./rankCompetition.ts";

const account = (n: number) => `0x${n.toString(16).padStart(40, "0")}` as Address;

describe("rankCompetition", () => {
  it("ranks teams by volume and traders within them, ties to the lower team id and address", () => {
    const { teams, traders } = rankCompetition({
      registrations: [
        { account: account(1), teamId: 1 },
        { account: account(2), teamId: 2 },
        { account: account(3), teamId: 2 },
        { account: account(4), teamId: 3 },
        { account: account(5), teamId: 2 },
      ],
      volumeUsdByAccount: new Map([
        [account(1), 300],
        [account(2), 100],
        [account(3), 250],
        [account(4), 300],
      ]),
      numberTeams: 3,
    });
    expect(
      teams.map(({ teamId, teamRank, volumeUsd, participants }) => [
        teamId,
        teamRank,
        volumeUsd,
        participants,
      ]),
    ).toEqual([
      [2, 1, 350, 3],
      [1, 2, 300, 1],
      [3, 3, 300, 1],
    ]);
    expect(
      traders.map(({ account: a, teamRank, rankInTeam, rewardGroup }) => [
        a,
        teamRank,
        rankInTeam,
        rewardGroup,
      ]),
    ).toEqual([
      [account(3), 1, 1, 4],
      [account(2), 1, 2, 4],
      [account(5), 1, 3, 0],
      [account(1), 2, 1, 4],
      [account(4), 3, 1, 4],
    ]);
  });

  it("ranks a team without members last among equals and lowercases accounts", () => {
    const { teams, traders } = rankCompetition({
      registrations: [{ account: "0xABCDEF0000000000000000000000000000000001", teamId: 3 }],
      volumeUsdByAccount: new Map([["0xabcdef0000000000000000000000000000000001", 5]]),
      numberTeams: 3,
    });
    expect(teams.map(({ teamId, participants }) => [teamId, participants])).toEqual([
      [3, 1],
      [1, 0],
      [2, 0],
    ]);
    expect(traders[0]?.account).toBe("0xabcdef0000000000000000000000000000000001");
  });

  it("counts only a team's best TOP_MEMBERS_PER_TEAM traders in its volume", () => {
    const big = Array.from({ length: TOP_MEMBERS_PER_TEAM + 20 }, (_, i) => ({
      account: account(100 + i),
      teamId: 1,
    }));
    const { teams } = rankCompetition({
      registrations: [...big, { account: account(1), teamId: 2 }],
      volumeUsdByAccount: new Map([...big.map(({ account: a }) => [a, 1] as const), [account(1), 510]]),
      numberTeams: 2,
    });
    expect(teams[0]).toMatchObject({ teamId: 2, volumeUsd: 510 });
    expect(teams[1]).toMatchObject({
      teamId: 1,
      volumeUsd: TOP_MEMBERS_PER_TEAM,
      participants: TOP_MEMBERS_PER_TEAM + 20,
    });
    expect(teams[1]?.traders.at(-1)).toMatchObject({ rankInTeam: TOP_MEMBERS_PER_TEAM + 20, rewardGroup: 1 });
  });

  it("refuses a team outside the competition's", () => {
    expect(() =>
      rankCompetition({
        registrations: [{ account: account(1), teamId: 4 }],
        volumeUsdByAccount: new Map(),
        numberTeams: 3,
      }),
    ).toThrow("Team 4 is outside 1 to 3");
  });
});

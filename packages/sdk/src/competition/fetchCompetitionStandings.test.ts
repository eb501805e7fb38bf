import { describe, expect, it } from "vitest";
import { fetchCompetitionStandings, type PostCompetitionQuery } from "./fetchCompetitionStandings.ts";

const phases = {
  items: [
    { id: 1, block: "120", timestamp: 1_700_000_300 },
    { id: 0, block: "100", timestamp: 1_700_000_000 },
  ],
};

describe("fetchCompetitionStandings", () => {
  it("reads every page of traders and the phases in order", async () => {
    const pages: Record<string, Readonly<Record<string, unknown>>> = {
      first: {
        competitionPhases: phases,
        competitionTraders: {
          items: [
            { id: "0xAA00000000000000000000000000000000000001", teamId: 1, volumeUSD: 12.5, swapCount: 2 },
          ],
          pageInfo: { hasNextPage: true, endCursor: "c1" },
        },
      },
      c1: {
        competitionPhases: phases,
        competitionTraders: {
          items: [
            { id: "0xbb00000000000000000000000000000000000002", teamId: 3, volumeUSD: 0, swapCount: 0 },
          ],
          pageInfo: { hasNextPage: false, endCursor: "c2" },
        },
      },
    };
    const afters: unknown[] = [];
    const post: PostCompetitionQuery = async (_query, variables) => {
      afters.push(variables.after);
      return pages[(variables.after as string | null) ?? "first"] as Readonly<Record<string, unknown>>;
    };
    const standings = await fetchCompetitionStandings(post);
    expect(afters).toEqual([null, "c1"]);
    expect(standings.phases).toEqual([
      { status: 0, block: 100n, timestamp: 1_700_000_000 },
      { status: 1, block: 120n, timestamp: 1_700_000_300 },
    ]);
    expect(standings.registrations).toEqual([
      { account: "0xaa00000000000000000000000000000000000001", teamId: 1 },
      { account: "0xbb00000000000000000000000000000000000002", teamId: 3 },
    ]);
    expect(standings.volumeUsdByAccount.get("0xaa00000000000000000000000000000000000001")).toBe(12.5);
    expect(standings.swapCountByAccount.get("0xbb00000000000000000000000000000000000002")).toBe(0);
  });

  it("refuses an answer without the tables", async () => {
    await expect(fetchCompetitionStandings(async () => ({ competitionPhases: phases }))).rejects.toThrow(
      "The indexer sent no competitionTraders",
    );
  });
});

import { describe, expect, it } from "vitest";
import type { Team } from "../../model/Team.ts";
import { rankTeams } from "./rankTeams.ts";

const team = (id: number, points: bigint): Team => ({
  id,
  name: `Team ${id}`,
  description: "",
  users: 1n,
  points,
  isJoinable: true,
  look: undefined,
});

describe("rankTeams", () => {
  it("puts the most points first, equal points by id", () => {
    expect(rankTeams([team(1, 50n), team(2, 900n), team(3, 50n), team(4, 0n)]).map(({ id }) => id)).toEqual([
      2, 1, 3, 4,
    ]);
  });
});

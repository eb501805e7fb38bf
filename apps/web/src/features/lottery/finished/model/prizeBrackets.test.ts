import { describe, expect, it } from "vitest";
import { testRound } from "../../model/testRound.ts";
import { prizeBrackets } from "./prizeBrackets.ts";

const CAKE = 10n ** 18n;

describe("prizeBrackets", () => {
  it("takes the treasury's fee off the pot and splits the rest by the breakdown", () => {
    const { rows, treasury } = prizeBrackets(
      testRound({ amountCollectedInCake: 1_000n * CAKE, treasuryFee: 2_000n }),
    );
    expect(treasury).toBe(200n * CAKE);
    expect(rows.map(({ matchFirst }) => matchFirst)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rows.map(({ cake }) => cake)).toEqual([20n, 30n, 50n, 100n, 200n, 400n].map((n) => n * CAKE));
    expect(rows[5]).toMatchObject({ perTicket: 6n * CAKE, winners: 1n });
  });
});

import { describe, expect, it } from "vitest";
import { testRound } from "../../model/testRound.ts";
import { buildClaimBatches } from "./buildClaimBatches.ts";

const CAKE = 10n ** 18n;

describe("buildClaimBatches", () => {
  it("claims each unclaimed winning ticket at its highest bracket, and nothing else", () => {
    const batches = buildClaimBatches(
      [
        {
          round: testRound({ lotteryId: 4n }),
          tickets: [
            { id: 1n, number: 1_234_567, claimed: false },
            { id: 2n, number: 1_999_967, claimed: false },
            { id: 3n, number: 1_234_560, claimed: false },
            { id: 4n, number: 1_234_567, claimed: true },
          ],
        },
      ],
      100,
    );
    expect(batches).toEqual([
      {
        lotteryId: 4n,
        tickets: [
          { id: 1n, bracket: 5 },
          { id: 2n, bracket: 1 },
        ],
        amount: 8n * CAKE,
      },
    ]);
  });

  it("splits a round's winners into batches of at most the maximum, oldest round first", () => {
    const tickets = [1n, 2n, 3n].map((id) => ({ id, number: 1_000_007, claimed: false }));
    const batches = buildClaimBatches(
      [
        { round: testRound({ lotteryId: 9n }), tickets },
        { round: testRound({ lotteryId: 2n }), tickets },
      ],
      2,
    );
    expect(batches.map(({ lotteryId, tickets: claimed }) => [lotteryId, claimed.length])).toEqual([
      [2n, 2],
      [2n, 1],
      [9n, 2],
      [9n, 1],
    ]);
  });

  it("skips rounds not drawn and brackets that pay nothing", () => {
    const ticket = { id: 1n, number: 1_000_007, claimed: false };
    expect(buildClaimBatches([{ round: testRound({ status: "open" }), tickets: [ticket] }], 100)).toEqual([]);
    const unpaid = testRound({ cakePerBracket: [0n, 0n, 0n, 0n, 0n, 0n] });
    expect(buildClaimBatches([{ round: unpaid, tickets: [ticket] }], 100)).toEqual([]);
  });
});

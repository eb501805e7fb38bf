import { describe, expect, it } from "vitest";
import {
  decideLotteryAction,
  type LotteryKeeperPolicy,
  type LotteryKeeperState,
} from "./decideLotteryAction.ts";

const CAKE = 10n ** 18n;
const terms = {
  priceTicketInCake: 2n * CAKE,
  discountDivisor: 2000n,
  rewardsBreakdown: [250n, 375n, 625n, 1250n, 2500n, 5000n],
  treasuryFee: 2000n,
} as const;
const policy: LotteryKeeperPolicy = {
  roundSeconds: 300n,
  injection: 10_000n * CAKE,
  injectEvery: 2n,
  revealWindowBlocks: 255n,
};
/** Round 5 on sale until 10,300, at block 100 dated 10,000, the keeper holding plenty of approved CAKE. */
const open: LotteryKeeperState = {
  blockNumber: 100n,
  timestamp: 10_000n,
  lotteryId: 5n,
  status: "open",
  endTime: 10_300n,
  closeBlock: 0n,
  terms,
  bond: 5_000n * CAKE,
  sales: 300n * CAKE,
  holdsSeed: true,
  injected: false,
  balance: 100_000n * CAKE,
  allowance: 2n ** 256n - 1n,
};
/** Round 5 closed in block 200. */
const closed: LotteryKeeperState = {
  ...open,
  status: "close",
  blockNumber: 200n,
  timestamp: 10_310n,
  closeBlock: 200n,
};
const drawn: LotteryKeeperState = { ...closed, status: "claimable", blockNumber: 202n, timestamp: 10_316n };

describe("decideLotteryAction", () => {
  it("closes a round once a transaction would land at or after its end of sales", () => {
    expect(decideLotteryAction({ ...open, timestamp: 10_298n }, policy)).toEqual({ kind: "wait" });
    expect(decideLotteryAction({ ...open, timestamp: 10_299n }, policy)).toEqual({
      kind: "close",
      lotteryId: 5n,
    });
    expect(decideLotteryAction({ ...open, timestamp: 20_000n }, policy)).toEqual({
      kind: "close",
      lotteryId: 5n,
    });
  });

  it("draws from the second block after the close to the reveal window's last block, then cancels", () => {
    expect(decideLotteryAction(closed, policy)).toEqual({ kind: "wait" });
    expect(decideLotteryAction({ ...closed, blockNumber: 201n }, policy)).toEqual({
      kind: "draw",
      lotteryId: 5n,
    });
    // The window's last block is 200 + 1 + 255 = 456.
    expect(decideLotteryAction({ ...closed, blockNumber: 455n }, policy)).toEqual({
      kind: "draw",
      lotteryId: 5n,
    });
    expect(decideLotteryAction({ ...closed, blockNumber: 456n }, policy)).toEqual({
      kind: "cancel",
      lotteryId: 5n,
    });
    expect(decideLotteryAction({ ...closed, blockNumber: 9_000n }, policy)).toEqual({
      kind: "cancel",
      lotteryId: 5n,
    });
  });

  it("waits out the window of a round committed to another seed, then cancels it", () => {
    const foreign = { ...closed, holdsSeed: false, blockNumber: 300n };
    expect(decideLotteryAction(foreign, policy)).toEqual({
      kind: "wait",
      reason: { kind: "foreign-seed", lotteryId: 5n, lastBlock: 456n },
    });
    expect(decideLotteryAction({ ...foreign, blockNumber: 456n }, policy)).toEqual({
      kind: "cancel",
      lotteryId: 5n,
    });
  });

  it("opens the next round on the same terms after a draw or a cancel, its sales ending a round from now", () => {
    const next = { kind: "start", lotteryId: 6n, endTime: 10_616n, bond: 5_000n * CAKE, terms };
    expect(decideLotteryAction(drawn, policy)).toEqual(next);
    expect(decideLotteryAction({ ...drawn, status: "cancelled" }, policy)).toEqual(next);
  });

  it("raises the bond to twice the last sales when they came close, within what the keeper holds", () => {
    expect(decideLotteryAction({ ...drawn, sales: 4_000n * CAKE }, policy)).toMatchObject({
      kind: "start",
      bond: 8_000n * CAKE,
    });
    expect(
      decideLotteryAction({ ...drawn, sales: 4_000n * CAKE, balance: 6_000n * CAKE }, policy),
    ).toMatchObject({
      kind: "start",
      bond: 6_000n * CAKE,
    });
  });

  it("waits for CAKE when the keeper cannot bond even one ticket, and approves before it posts a bond", () => {
    expect(decideLotteryAction({ ...drawn, balance: CAKE }, policy)).toEqual({
      kind: "wait",
      reason: { kind: "short-of-cake", purpose: "bond", needed: 2n * CAKE, held: CAKE },
    });
    expect(decideLotteryAction({ ...drawn, allowance: CAKE }, policy)).toEqual({ kind: "approve" });
  });

  it("injects into every other round once, while it is on sale and the keeper holds the injection", () => {
    const even = { ...open, lotteryId: 6n };
    expect(decideLotteryAction(open, policy)).toEqual({ kind: "wait" });
    expect(decideLotteryAction(even, policy)).toEqual({
      kind: "inject",
      lotteryId: 6n,
      amount: 10_000n * CAKE,
    });
    expect(decideLotteryAction({ ...even, injected: true }, policy)).toEqual({ kind: "wait" });
    expect(decideLotteryAction({ ...even, allowance: 0n }, policy)).toEqual({ kind: "approve" });
    expect(decideLotteryAction({ ...even, balance: CAKE }, policy)).toEqual({
      kind: "wait",
      reason: { kind: "short-of-cake", purpose: "injection", needed: 10_000n * CAKE, held: CAKE },
    });
    expect(decideLotteryAction(even, { ...policy, injection: 0n })).toEqual({ kind: "wait" });
    // Once sales end, closing comes first: a round that missed its injection is not held up by it.
    expect(decideLotteryAction({ ...even, timestamp: 10_299n }, policy)).toEqual({
      kind: "close",
      lotteryId: 6n,
    });
  });

  it("waits when the lottery has no round to carry terms from", () => {
    expect(decideLotteryAction({ ...open, lotteryId: 0n, status: "pending" }, policy)).toEqual({
      kind: "wait",
      reason: { kind: "no-round" },
    });
  });
});

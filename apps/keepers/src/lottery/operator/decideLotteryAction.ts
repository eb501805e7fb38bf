/** A round's status, in the order of GriddleLottery's Status enum. */
export const LOTTERY_STATUSES = ["pending", "open", "close", "claimable", "cancelled"] as const;
export type LotteryStatus = (typeof LOTTERY_STATUSES)[number];

/** What a round opens with, carried from one round to the next. */
export interface LotteryRoundTerms {
  readonly priceTicketInCake: bigint;
  readonly discountDivisor: bigint;
  readonly rewardsBreakdown: readonly [bigint, bigint, bigint, bigint, bigint, bigint];
  readonly treasuryFee: bigint;
}

/** The lottery and the keeper's CAKE as the keeper reads them at the chain's head block. */
export interface LotteryKeeperState {
  /** The head block and its time: a transaction sent now lands in a later block, dated later. */
  readonly blockNumber: bigint;
  readonly timestamp: bigint;
  /** The latest round (0 before the first) and its status, end of sales and close block (0 while open). */
  readonly lotteryId: bigint;
  readonly status: LotteryStatus;
  readonly endTime: bigint;
  readonly closeBlock: bigint;
  readonly terms: LotteryRoundTerms;
  /** The latest round's bond and ticket sales: the next bond is sized from them. */
  readonly bond: bigint;
  readonly sales: bigint;
  /** Whether the keeper's seed for the latest round is the one it committed to, so it can reveal it. */
  readonly holdsSeed: boolean;
  /** Whether the latest round got its injection. */
  readonly injected: boolean;
  /** The keeper's CAKE, and what the lottery may take of it. */
  readonly balance: bigint;
  readonly allowance: bigint;
}

export interface LotteryKeeperPolicy {
  /** Seconds from a round's start to the end of its sales. */
  readonly roundSeconds: bigint;
  /** CAKE injected into every `injectEvery`-th round (by id), when the keeper is the injector; 0 for none. */
  readonly injection: bigint;
  readonly injectEvery: bigint;
  /** The lottery's REVEAL_WINDOW_BLOCKS: the seed is revealed by block closeBlock + 1 + this. */
  readonly revealWindowBlocks: bigint;
}

/** Why the keeper does nothing this block, when it is worth a log line. */
export type LotteryWaitReason =
  | { readonly kind: "no-round" }
  | { readonly kind: "foreign-seed"; readonly lotteryId: bigint; readonly lastBlock: bigint }
  | {
      readonly kind: "short-of-cake";
      readonly purpose: "bond" | "injection";
      readonly needed: bigint;
      readonly held: bigint;
    };

export type LotteryAction =
  | { readonly kind: "wait"; readonly reason?: LotteryWaitReason }
  | { readonly kind: "approve" }
  | { readonly kind: "close"; readonly lotteryId: bigint }
  | { readonly kind: "draw"; readonly lotteryId: bigint }
  | { readonly kind: "cancel"; readonly lotteryId: bigint }
  | {
      readonly kind: "start";
      readonly lotteryId: bigint;
      readonly endTime: bigint;
      readonly bond: bigint;
      readonly terms: LotteryRoundTerms;
    }
  | { readonly kind: "inject"; readonly lotteryId: bigint; readonly amount: bigint };

const WAIT: LotteryAction = { kind: "wait" };

/**
 * The next round's bond: the last one, raised to twice the last round's sales if they came within half
 * of it (a round sells at most its bond's worth), and never more than the keeper holds. Undefined when
 * the keeper cannot post even one ticket's worth.
 */
function nextBond(state: LotteryKeeperState): bigint | undefined {
  const wanted = [state.bond, 2n * state.sales, state.terms.priceTicketInCake].reduce((a, b) =>
    a > b ? a : b,
  );
  const bond = wanted < state.balance ? wanted : state.balance;
  return bond < state.terms.priceTicketInCake ? undefined : bond;
}

/**
 * The lottery's rules for its operator, as one decision on the state at the head block. A transaction
 * sent now lands in block `blockNumber + 1` at the earliest, dated after `timestamp`:
 * - open: close it once its sales have ended (anyone may; the keeper does it at once); before that,
 *   inject into every `injectEvery`-th round once, if the keeper holds the injection;
 * - closed: reveal the seed from the second block after the close (the draw mixes in the hash of the
 *   block after it) to the window's last block; past the window, cancel (anyone may), which refunds
 *   every ticket and sends the bond to the next round. A round whose commitment is not the keeper's seed
 *   (another secret) waits for the window to pass;
 * - drawn or cancelled: open the next round on the same terms, sales ending `roundSeconds` from now,
 *   committing the seed derived for it and posting its bond.
 * So the keeper keeps no state: after a restart or a missed window it finds the round where it is, and
 * no round is left waiting on it for more than the reveal window.
 */
export function decideLotteryAction(state: LotteryKeeperState, policy: LotteryKeeperPolicy): LotteryAction {
  const { lotteryId } = state;
  const landingBlock = state.blockNumber + 1n;
  const landingTime = state.timestamp + 1n;
  switch (state.status) {
    case "pending":
      return { kind: "wait", reason: { kind: "no-round" } };
    case "open": {
      if (landingTime >= state.endTime) return { kind: "close", lotteryId };
      const injectionDue = policy.injection > 0n && lotteryId % policy.injectEvery === 0n && !state.injected;
      if (!injectionDue) return WAIT;
      if (state.balance < policy.injection) {
        return {
          kind: "wait",
          reason: {
            kind: "short-of-cake",
            purpose: "injection",
            needed: policy.injection,
            held: state.balance,
          },
        };
      }
      if (state.allowance < policy.injection) return { kind: "approve" };
      return { kind: "inject", lotteryId, amount: policy.injection };
    }
    case "close": {
      const lastBlock = state.closeBlock + 1n + policy.revealWindowBlocks;
      if (landingBlock > lastBlock) return { kind: "cancel", lotteryId };
      if (!state.holdsSeed) return { kind: "wait", reason: { kind: "foreign-seed", lotteryId, lastBlock } };
      if (landingBlock < state.closeBlock + 2n) return WAIT;
      return { kind: "draw", lotteryId };
    }
    case "claimable":
    case "cancelled": {
      const bond = nextBond(state);
      if (bond === undefined) {
        return {
          kind: "wait",
          reason: {
            kind: "short-of-cake",
            purpose: "bond",
            needed: state.terms.priceTicketInCake,
            held: state.balance,
          },
        };
      }
      if (state.allowance < bond) return { kind: "approve" };
      return {
        kind: "start",
        lotteryId: lotteryId + 1n,
        endTime: state.timestamp + policy.roundSeconds,
        bond,
        terms: state.terms,
      };
    }
  }
}

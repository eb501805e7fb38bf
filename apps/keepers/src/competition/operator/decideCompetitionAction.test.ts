import { CompetitionStatus } from "@griddle/sdk";
import { describe, expect, it } from "vitest";
import {
  decideCompetitionAction,
  ZERO_ROOT,
  type CompetitionKeeperState,
} from "./decideCompetitionAction.ts";

const schedule = { registrationSeconds: 180n, liveSeconds: 720n };
const root = `0x${"ab".repeat(32)}` as const;
const state = (overrides: Partial<CompetitionKeeperState>): CompetitionKeeperState => ({
  timestamp: 1_000n,
  status: CompetitionStatus.Registration,
  phaseStartedAt: 1_000n,
  resultsRoot: ZERO_ROOT,
  competitorsToTrade: 0,
  results: undefined,
  ...overrides,
});

describe("decideCompetitionAction", () => {
  it("opens the live phase once registration has lasted its time", () => {
    expect(decideCompetitionAction(state({ timestamp: 1_179n }), schedule)).toEqual({ kind: "wait" });
    expect(decideCompetitionAction(state({ timestamp: 1_180n }), schedule)).toEqual({
      kind: "advance",
      to: CompetitionStatus.Live,
    });
  });

  it("makes the seeded trades first while live, then closes after the live time", () => {
    const live = { status: CompetitionStatus.Live, phaseStartedAt: 2_000n };
    expect(
      decideCompetitionAction(state({ ...live, timestamp: 2_900n, competitorsToTrade: 2 }), schedule),
    ).toEqual({
      kind: "seed-trades",
    });
    expect(decideCompetitionAction(state({ ...live, timestamp: 2_719n }), schedule)).toEqual({
      kind: "wait",
    });
    expect(decideCompetitionAction(state({ ...live, timestamp: 2_720n }), schedule)).toEqual({
      kind: "advance",
      to: CompetitionStatus.Close,
    });
  });

  it("at the close, waits for the indexer, publishes its root, then opens the claims", () => {
    const close = { status: CompetitionStatus.Close, timestamp: 9_999n };
    expect(decideCompetitionAction(state(close), schedule)).toEqual({
      kind: "wait",
      reason: { kind: "indexer-behind" },
    });
    expect(decideCompetitionAction(state({ ...close, results: { root: null } }), schedule)).toEqual({
      kind: "wait",
      reason: { kind: "nobody-registered" },
    });
    expect(decideCompetitionAction(state({ ...close, results: { root } }), schedule)).toEqual({
      kind: "publish",
      root,
    });
    const other = `0x${"cd".repeat(32)}` as const;
    expect(
      decideCompetitionAction(state({ ...close, resultsRoot: other, results: { root } }), schedule),
    ).toEqual({
      kind: "publish",
      root,
    });
    expect(
      decideCompetitionAction(
        state({
          ...close,
          resultsRoot: root.toUpperCase().replace("0X", "0x") as `0x${string}`,
          results: { root },
        }),
        schedule,
      ),
    ).toEqual({ kind: "advance", to: CompetitionStatus.Claiming });
  });

  it("leaves claiming and the end to people", () => {
    for (const status of [CompetitionStatus.Claiming, CompetitionStatus.Over]) {
      expect(decideCompetitionAction(state({ status, timestamp: 99_999n }), schedule)).toEqual({
        kind: "wait",
        reason: { kind: "done", status },
      });
    }
  });
});

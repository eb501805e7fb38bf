import { describe, expect, it } from "vitest";
import { INITIAL_CHAIN_CONNECTIVITY } from "./ChainConnectivity.ts";
import { recordBlockPoll, type BlockPollOutcome } from "./recordBlockPoll.ts";

const after = (...outcomes: BlockPollOutcome[]) =>
  outcomes.reduce(recordBlockPoll, INITIAL_CHAIN_CONNECTIVITY);

describe("recordBlockPoll", () => {
  it("stays online through a single unreachable poll", () => {
    expect(after("answered", "unreachable")).toEqual({ online: true, failedPolls: 1, reconnections: 0 });
  });

  it("goes offline at the second unreachable poll in a row, and stays offline", () => {
    expect(after("unreachable", "unreachable")).toEqual({ online: false, failedPolls: 2, reconnections: 0 });
    expect(after("unreachable", "unreachable", "unreachable").online).toBe(false);
  });

  it("does not add up failures an answer came between", () => {
    expect(after("unreachable", "answered", "unreachable").online).toBe(true);
  });

  it("comes back online at the first answer and counts the reconnection", () => {
    const back = after("unreachable", "unreachable", "answered");
    expect(back).toEqual({ online: true, failedPolls: 0, reconnections: 1 });
    expect(
      recordBlockPoll(recordBlockPoll(recordBlockPoll(back, "unreachable"), "unreachable"), "answered"),
    ).toEqual({ online: true, failedPolls: 0, reconnections: 2 });
  });

  it("returns the same state for an answer while online, so nothing re-renders", () => {
    const online = after("answered");
    expect(recordBlockPoll(online, "answered")).toBe(online);
  });
});

import { describe, expect, it } from "vitest";
import { griddlePredictionAbi } from "@griddle/sdk";
import { buildBetCall, buildClaimCall } from "./predictionCalls.ts";

const game = "0x262e2b50219620226C5fB5956432A88fffd94Ba7";

describe("buildBetCall", () => {
  it("bets Bull with betBull and Bear with betBear, on the epoch, paying the amount", () => {
    expect(buildBetCall(game, "Bull", 8n, 10n ** 16n)).toEqual({
      address: game,
      abi: griddlePredictionAbi,
      functionName: "betBull",
      args: [8n],
      value: 10n ** 16n,
    });
    expect(buildBetCall(game, "Bear", 9n, 5n)).toMatchObject({
      functionName: "betBear",
      args: [9n],
      value: 5n,
    });
  });
});

describe("buildClaimCall", () => {
  it("claims every epoch given in one call, paying nothing", () => {
    const call = buildClaimCall(game, [2n, 4n]);
    expect(call).toEqual({
      address: game,
      abi: griddlePredictionAbi,
      functionName: "claim",
      args: [[2n, 4n]],
    });
    expect(call).not.toHaveProperty("value");
  });
});

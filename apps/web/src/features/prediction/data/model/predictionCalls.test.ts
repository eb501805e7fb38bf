import { describe, expect, it } from "vitest";
import { griddlePredictionAbi, priceFeedAggregatorAbi } from "@griddle/sdk";
import { ACCOUNT_CALLS_PER_EPOCH, predictionAccountCalls } from "./predictionAccountCalls.ts";
import {
  predictionMarketCalls,
  predictionRoundCalls,
  predictionSettingsCalls,
} from "./predictionPublicCalls.ts";

const contracts = {
  game: "0x262e2b50219620226C5fB5956432A88fffd94Ba7",
  priceFeed: "0xC32609C91d6B6b51D48f2611308FEf121B02041f",
} as const;
const account = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";

describe("prediction read calls", () => {
  it("reads the epoch, the pause flag and the feed's latest answer as the market", () => {
    expect(predictionMarketCalls(contracts)).toEqual([
      { address: contracts.game, abi: griddlePredictionAbi, functionName: "currentEpoch" },
      { address: contracts.game, abi: griddlePredictionAbi, functionName: "paused" },
      { address: contracts.priceFeed, abi: priceFeedAggregatorAbi, functionName: "latestRoundData" },
    ]);
  });

  it("reads the four settings of spec 001 section 7 from the game", () => {
    expect(predictionSettingsCalls(contracts).map((call) => call.functionName)).toEqual([
      "intervalBlocks",
      "bufferBlocks",
      "minBetAmount",
      "rewardRate",
    ]);
  });

  it("reads one round per epoch, in order", () => {
    expect(predictionRoundCalls(contracts, [7n, 8n]).map((call) => call.args)).toEqual([[7n], [8n]]);
  });

  it("reads the account's ledger, claimable and refundable flags per epoch", () => {
    const calls = predictionAccountCalls(contracts, [7n, 8n], account);
    expect(calls).toHaveLength(2 * ACCOUNT_CALLS_PER_EPOCH);
    expect(calls.map((call) => [call.functionName, call.args])).toEqual([
      ["ledger", [7n, account]],
      ["claimable", [7n, account]],
      ["refundable", [7n, account]],
      ["ledger", [8n, account]],
      ["claimable", [8n, account]],
      ["refundable", [8n, account]],
    ]);
  });
});

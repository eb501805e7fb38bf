import { describe, expect, it } from "vitest";
import { VotingHubAnswerError } from "../../model/VotingHubAnswerError.ts";
import { parseVotingPower } from "./parseVotingPower.ts";

const ANSWER = {
  address: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  block: 1234,
  total: 31.5,
  breakdown: { wallet: 10, vault: 20, manualPool: 1, partnerPools: 0.5, lpWallet: 0, lpFarm: 0 },
};

describe("parseVotingPower", () => {
  it("reads the total and its six sources", () => {
    expect(parseVotingPower(ANSWER)).toEqual(ANSWER);
  });

  it("refuses an answer missing a source", () => {
    expect(() =>
      parseVotingPower({ ...ANSWER, breakdown: { ...ANSWER.breakdown, lpFarm: undefined } }),
    ).toThrow(new VotingHubAnswerError("The voting hub's voting power lpFarm is not a number"));
  });
});

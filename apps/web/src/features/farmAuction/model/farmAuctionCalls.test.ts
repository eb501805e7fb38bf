import { describe, expect, it } from "vitest";
import { farmAuctionAbi } from "@griddle/sdk";
import { encodeFunctionData, parseEther } from "viem";
import { buildBidCall, buildReclaimCall } from "./farmAuctionCalls.ts";

const farmAuction = "0x00000000000000000000000000000000000000aa";

describe("farm auction calls", () => {
  it("bids an amount in the current auction", () => {
    const call = buildBidCall(farmAuction, parseEther("100"));
    expect(call).toMatchObject({ address: farmAuction, functionName: "bid", args: [parseEther("100")] });
    expect(encodeFunctionData(call)).toBe(
      encodeFunctionData({ abi: farmAuctionAbi, functionName: "bid", args: [parseEther("100")] }),
    );
  });

  it("reclaims from an auction by id", () => {
    expect(buildReclaimCall(farmAuction, 2n)).toMatchObject({ functionName: "claimAuction", args: [2n] });
  });
});

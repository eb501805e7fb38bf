import { describe, expect, it } from "vitest";
import { TransactionError } from "../../../shared/chain/index.ts";
import { predictionWriteErrorText } from "./predictionWriteErrorText.ts";

describe("predictionWriteErrorText", () => {
  it("says nothing when the user refused in the wallet", () => {
    const rejected = new TransactionError("rejected", "User rejected the request.");
    expect(predictionWriteErrorText("enter", rejected)).toBeNull();
    expect(predictionWriteErrorText("collect", rejected)).toBeNull();
  });

  it("gives the spec's text for any other failure of a bet", () => {
    for (const kind of ["wouldRevert", "reverted", "sendFailed", "unavailable"] as const) {
      expect(predictionWriteErrorText("enter", new TransactionError(kind, "failed"))).toEqual({
        key: "An error occurred, unable to enter your position",
      });
    }
  });

  it("gives the spec's text for any other failure of a claim", () => {
    expect(predictionWriteErrorText("collect", new TransactionError("wouldRevert", "NotClaimable"))).toEqual({
      key: "Could not be collected (issue with the transaction, or another user claimed first)",
    });
  });
});

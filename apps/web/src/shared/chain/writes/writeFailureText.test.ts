import { describe, expect, it } from "vitest";
import { TransactionError } from "./TransactionError.ts";
import { writeFailureText } from "./writeFailureText.ts";

describe("writeFailureText", () => {
  it("says nothing when the wallet refused", () => {
    expect(writeFailureText(new TransactionError("rejected", "User rejected"))).toBeNull();
  });

  it("reports too little BNB for gas as such", () => {
    const cause = new Error("insufficient funds for gas * price + value");
    const error = new TransactionError("sendFailed", "send failed", { cause });
    expect(writeFailureText(error)).toEqual({ key: "Insufficient BNB balance for gas" });
  });

  it("reports other failures with their message", () => {
    const error = new TransactionError("reverted", "SalesClosed");
    expect(writeFailureText(error)).toEqual({
      key: "Transaction failed: %message%",
      data: { message: "SalesClosed" },
    });
  });

  it("asks to review again when the wallet switched account or network after the review", () => {
    expect(writeFailureText(new TransactionError("accountSwitched", "switched"))).toEqual({
      key: "Your wallet switched to another account: review again.",
    });
    expect(writeFailureText(new TransactionError("networkSwitched", "switched"))).toEqual({
      key: "Your wallet switched to another network: review again.",
    });
  });
});

import { describe, expect, it } from "vitest";
import { TransactionError } from "../../../shared/chain/index.ts";
import { lotteryWriteErrorText } from "./lotteryWriteErrorText.ts";

describe("lotteryWriteErrorText", () => {
  it("says nothing when the wallet refused", () => {
    expect(lotteryWriteErrorText(new TransactionError("rejected", "User rejected"))).toBeNull();
  });

  it("reports too little BNB for gas as such", () => {
    const cause = new Error("insufficient funds for gas * price + value");
    const error = new TransactionError("sendFailed", "send failed", { cause });
    expect(lotteryWriteErrorText(error)).toEqual({ key: "Insufficient BNB balance for gas" });
  });

  it("reports other failures with their message", () => {
    const error = new TransactionError("reverted", "SalesClosed");
    expect(lotteryWriteErrorText(error)).toEqual({
      key: "Transaction failed: %message%",
      data: { message: "SalesClosed" },
    });
  });
});

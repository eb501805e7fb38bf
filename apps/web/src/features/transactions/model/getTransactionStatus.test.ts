import { describe, expect, it } from "vitest";
import { getTransactionStatus } from "./getTransactionStatus.ts";
import { makeReceipt, makeTransaction } from "./transactionFixtures.ts";

describe("getTransactionStatus", () => {
  it("is pending without a receipt", () => {
    expect(getTransactionStatus(makeTransaction())).toBe("pending");
  });

  it("is confirmed with receipt status 1 or no status, failed with status 0", () => {
    expect(getTransactionStatus(makeTransaction({ receipt: makeReceipt({ status: 1 }) }))).toBe("confirmed");
    expect(getTransactionStatus(makeTransaction({ receipt: makeReceipt({ status: undefined }) }))).toBe(
      "confirmed",
    );
    expect(getTransactionStatus(makeTransaction({ receipt: makeReceipt({ status: 0 }) }))).toBe("failed");
  });

  it("reports why a transaction without a receipt ended", () => {
    expect(getTransactionStatus(makeTransaction({ dropReason: "replaced" }))).toBe("replaced");
    expect(getTransactionStatus(makeTransaction({ dropReason: "dropped" }))).toBe("dropped");
  });
});

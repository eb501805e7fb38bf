import { describe, expect, it } from "vitest";
import { BaseError, UserRejectedRequestError } from "viem";
import { isUserRejection } from "./isUserRejection.ts";
import { TransactionError } from "./TransactionError.ts";

describe("isUserRejection", () => {
  it("recognises a wallet's raw EIP-1193 rejection", () => {
    expect(isUserRejection({ code: 4001, message: "User denied transaction signature" })).toBe(true);
    expect(isUserRejection(Object.assign(new Error("User rejected the request."), { code: 4001 }))).toBe(
      true,
    );
  });

  it("recognises viem's rejection error, however deeply it is wrapped", () => {
    expect(isUserRejection(new UserRejectedRequestError(new Error("denied")))).toBe(true);
    const wrapped = new BaseError("Request failed", {
      cause: new UserRejectedRequestError(new Error("denied")),
    });
    expect(isUserRejection(wrapped)).toBe(true);
    expect(isUserRejection(new Error("outer", { cause: { code: 4001 } }))).toBe(true);
    expect(isUserRejection({ name: "UserRejectedRequestError", message: "from another copy of viem" })).toBe(
      true,
    );
  });

  it("is false for any other failure", () => {
    expect(isUserRejection(new Error("nonce too low"))).toBe(false);
    expect(isUserRejection({ code: 4100, message: "Unauthorized" })).toBe(false);
    expect(isUserRejection("boom")).toBe(false);
    expect(isUserRejection(undefined)).toBe(false);
  });

  it("survives a cause chain that loops", () => {
    const error: Error & { cause?: unknown } = new Error("loop");
    error.cause = error;
    expect(isUserRejection(error)).toBe(false);
  });

  it("recognises a cancelled transaction review, also wrapped, and no other transaction error", () => {
    const cancelled = new TransactionError("rejected", "The transaction review was cancelled");
    expect(isUserRejection(cancelled)).toBe(true);
    expect(isUserRejection(new Error("Approve failed", { cause: cancelled }))).toBe(true);
    expect(isUserRejection(new TransactionError("wouldRevert", "execution reverted"))).toBe(false);
  });
});

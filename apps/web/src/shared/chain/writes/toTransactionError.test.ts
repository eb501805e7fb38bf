import { describe, expect, it } from "vitest";
import { BaseError, UserRejectedRequestError } from "viem";
import { TransactionError } from "./TransactionError.ts";
import { toTransactionError } from "./toTransactionError.ts";

describe("toTransactionError", () => {
  it("recognises the wallet's rejection anywhere in the cause chain", () => {
    const rejection = new BaseError("wrapped", { cause: new UserRejectedRequestError(new Error("denied")) });
    expect(toTransactionError(rejection).kind).toBe("rejected");
    const plain = Object.assign(new Error("User rejected the request."), { code: 4001 });
    const rejected = toTransactionError(plain, "estimateFailed");
    expect(rejected.kind).toBe("rejected");
    expect(rejected.message).toBe("Transaction rejected.");
    expect(rejected.cause).toBe(plain);
  });

  it("names any other failure by its short message", () => {
    const failure = toTransactionError(new BaseError("execution reverted", { details: "long details" }));
    expect(failure).toBeInstanceOf(TransactionError);
    expect(failure.kind).toBe("sendFailed");
    expect(failure.message).toBe("execution reverted");
    expect(toTransactionError(new Error("nonce too low")).message).toBe("nonce too low");
    expect(toTransactionError("boom").message).toBe("boom");
  });

  it("tells which step failed", () => {
    expect(toTransactionError(new Error("gas required exceeds allowance"), "estimateFailed").kind).toBe(
      "estimateFailed",
    );
  });

  it("keeps an error that is already a transaction error", () => {
    const failure = new TransactionError("unavailable", "Missing dependencies");
    expect(toTransactionError(failure)).toBe(failure);
  });
});

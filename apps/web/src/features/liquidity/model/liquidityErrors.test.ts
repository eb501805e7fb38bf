import { describe, expect, it } from "vitest";
import { BaseError, UserRejectedRequestError } from "viem";
import { LiquidityRejectedError, LiquidityTransactionError, toLiquidityError } from "./liquidityErrors.ts";

describe("toLiquidityError", () => {
  it("recognises the wallet's rejection anywhere in the cause chain", () => {
    const rejection = new BaseError("wrapped", { cause: new UserRejectedRequestError(new Error("denied")) });
    expect(toLiquidityError(rejection)).toBeInstanceOf(LiquidityRejectedError);
    const plain = Object.assign(new Error("User rejected the request."), { code: 4001 });
    expect(toLiquidityError(plain)).toBeInstanceOf(LiquidityRejectedError);
  });

  it("names any other failure by its short message", () => {
    const failure = toLiquidityError(new BaseError("execution reverted", { details: "long details" }));
    expect(failure).toBeInstanceOf(LiquidityTransactionError);
    expect(failure.text).toEqual({
      key: "Transaction failed: %message%",
      data: { message: "execution reverted" },
    });
    expect(toLiquidityError("boom").text.data).toEqual({ message: "boom" });
  });

  it("keeps an error that is already a liquidity error", () => {
    const failure = new LiquidityTransactionError("no pair");
    expect(toLiquidityError(failure)).toBe(failure);
  });
});

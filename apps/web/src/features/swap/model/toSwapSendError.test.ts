import { describe, expect, it } from "vitest";
import { BaseError, UserRejectedRequestError } from "viem";
import { SwapFailedError, SwapRejectedError } from "./swapErrors.ts";
import { toSwapSendError } from "./toSwapSendError.ts";

describe("toSwapSendError", () => {
  it("reports a wallet rejection, however deeply it is wrapped", () => {
    const rejected = toSwapSendError({ code: 4001, message: "User denied transaction signature" });
    expect(rejected).toBeInstanceOf(SwapRejectedError);
    expect(rejected.message).toBe("Transaction rejected.");
    expect(rejected.text).toEqual({ key: "Transaction rejected." });

    const wrapped = new BaseError("Request failed", {
      cause: new UserRejectedRequestError(new Error("denied")),
    });
    expect(toSwapSendError(wrapped)).toBeInstanceOf(SwapRejectedError);
    expect(toSwapSendError(new Error("outer", { cause: { code: 4001 } }))).toBeInstanceOf(SwapRejectedError);
  });

  it("reports anything else as 'Swap failed: …' with its short message", () => {
    const failed = toSwapSendError(new Error("nonce too low"));
    expect(failed).toBeInstanceOf(SwapFailedError);
    expect(failed.message).toBe("Swap failed: nonce too low");
    expect(failed.text).toEqual({ key: "Swap failed: %message%", data: { message: "nonce too low" } });
    expect(toSwapSendError("boom").message).toBe("Swap failed: boom");
  });
});

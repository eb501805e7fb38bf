import { describe, expect, it } from "vitest";
import { BaseError, UserRejectedRequestError } from "viem";
import { TransactionError } from "./TransactionError.ts";
import { toTransactionError } from "./toTransactionError.ts";
import { transactionErrorText } from "./transactionErrorText.ts";

describe("transactionErrorText", () => {
  it("says the transaction was rejected when the wallet refused", () => {
    const rejection = new BaseError("wrapped", { cause: new UserRejectedRequestError(new Error("denied")) });
    expect(transactionErrorText(toTransactionError(rejection))).toEqual({ key: "Transaction rejected." });
  });

  it("quotes the short message of any other failure", () => {
    const failure = toTransactionError(new BaseError("execution reverted", { details: "long details" }));
    expect(transactionErrorText(failure)).toEqual({
      key: "Transaction failed: %message%",
      data: { message: "execution reverted" },
    });
    expect(transactionErrorText(toTransactionError("boom")).data).toEqual({ message: "boom" });
    expect(transactionErrorText(new TransactionError("unavailable", "Missing dependencies"))).toEqual({
      key: "Transaction failed: %message%",
      data: { message: "Missing dependencies" },
    });
  });

  it("asks to review again when the wallet switched account or network after the review", () => {
    expect(transactionErrorText(new TransactionError("accountSwitched", "switched"))).toEqual({
      key: "Your wallet switched to another account: review again.",
    });
    expect(transactionErrorText(new TransactionError("networkSwitched", "switched"))).toEqual({
      key: "Your wallet switched to another network: review again.",
    });
  });
});

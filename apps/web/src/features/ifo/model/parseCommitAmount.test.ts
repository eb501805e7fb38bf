import { describe, expect, it } from "vitest";
import { parseCommitAmount } from "./parseCommitAmount.ts";

const funds = { balance: 10n ** 18n, limitLeft: undefined };

describe("parseCommitAmount", () => {
  it("reads an amount of LP to the wei", () => {
    expect(parseCommitAmount("0.000000000000000001", funds)).toEqual({ kind: "valid", amount: 1n });
    expect(parseCommitAmount(" 1 ", funds)).toEqual({ kind: "valid", amount: 10n ** 18n });
  });

  it.each([
    ["", "empty"],
    ["0", "empty"],
    [".", "empty"],
    ["1e3", "invalid"],
    ["-1", "invalid"],
    ["0.0000000000000000001", "invalid"],
    ["1.5", "insufficientBalance"],
  ])("%j is %s", (text, kind) => {
    expect(parseCommitAmount(text, funds).kind).toBe(kind);
  });

  it("refuses more than what is left of the limit per user before the balance", () => {
    expect(parseCommitAmount("2", { balance: 10n ** 18n, limitLeft: 10n ** 17n }).kind).toBe("aboveLimit");
    expect(parseCommitAmount("0.1", { balance: 10n ** 18n, limitLeft: 10n ** 17n }).kind).toBe("valid");
  });
});

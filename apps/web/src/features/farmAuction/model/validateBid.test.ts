import { describe, expect, it } from "vitest";
import { parseEther } from "viem";
import { validateBid, type BidContext } from "./validateBid.ts";

const context: BidContext = {
  phase: "live",
  whitelisted: true,
  currentBid: 0n,
  initialBidAmount: parseEther("100"),
  balance: parseEther("1000"),
};

describe("validateBid", () => {
  it("accepts a first bid of at least the initial amount in multiples of 10", () => {
    expect(validateBid("100", context)).toEqual({ ok: true, amount: parseEther("100") });
    expect(validateBid(" 1000 ", context)).toEqual({ ok: true, amount: parseEther("1000") });
    expect(validateBid("120.0", context)).toEqual({ ok: true, amount: parseEther("120") });
  });

  it("accepts a later bid of 10 CAKE", () => {
    expect(validateBid("10", { ...context, currentBid: parseEther("100") })).toEqual({
      ok: true,
      amount: parseEther("10"),
    });
  });

  it.each(["105", "15", "0", "0.5", "100.000000000000000001", "1e3", "-10", "abc"])(
    "refuses %s: 'Bid must be a multiple of 10'",
    (text) => {
      expect(validateBid(text, context)).toEqual({ ok: false, problem: "notMultipleOfTen" });
    },
  );

  it("refuses a first bid below the initial amount", () => {
    expect(validateBid("90", context)).toEqual({ ok: false, problem: "belowInitialBid" });
  });

  it("refuses more than the balance, and waits for a balance that is loading", () => {
    expect(validateBid("1010", context)).toEqual({ ok: false, problem: "insufficientBalance" });
    expect(validateBid("1010", { ...context, balance: undefined })).toEqual({
      ok: true,
      amount: parseEther("1010"),
    });
  });

  it("checks the auction and the whitelist before the amount", () => {
    expect(validateBid("100", { ...context, phase: "ended" })).toEqual({ ok: false, problem: "notLive" });
    expect(validateBid("105", { ...context, whitelisted: false })).toEqual({
      ok: false,
      problem: "notWhitelisted",
    });
  });

  it("treats empty text as no bid yet", () => {
    expect(validateBid("", context)).toEqual({ ok: false, problem: "empty" });
    expect(validateBid(" . ", context)).toEqual({ ok: false, problem: "empty" });
  });
});

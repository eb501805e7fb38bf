import { describe, expect, it } from "vitest";
import { parseTicketQuantity } from "./parseTicketQuantity.ts";

describe("parseTicketQuantity", () => {
  it("accepts 1 to the maximum", () => {
    expect(parseTicketQuantity("1", 100)).toEqual({ ok: true, count: 1 });
    expect(parseTicketQuantity(" 100 ", 100)).toEqual({ ok: true, count: 100 });
  });

  it("refuses more than the maximum, and nothing or not a whole number", () => {
    expect(parseTicketQuantity("101", 100)).toEqual({ ok: false, problem: "tooMany" });
    expect(parseTicketQuantity("", 100)).toEqual({ ok: false, problem: "empty" });
    expect(parseTicketQuantity("0", 100)).toEqual({ ok: false, problem: "empty" });
    expect(parseTicketQuantity("1.5", 100)).toEqual({ ok: false, problem: "empty" });
  });
});

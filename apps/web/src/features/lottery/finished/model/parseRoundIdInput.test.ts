import { describe, expect, it } from "vitest";
import { parseRoundIdInput } from "./parseRoundIdInput.ts";

describe("parseRoundIdInput", () => {
  it("accepts finished rounds from 1 to the latest", () => {
    expect(parseRoundIdInput("1", 8n)).toEqual({ ok: true, lotteryId: 1n });
    expect(parseRoundIdInput(" 8 ", 8n)).toEqual({ ok: true, lotteryId: 8n });
  });

  it("refuses rounds that do not exist or have not finished", () => {
    expect(parseRoundIdInput("0", 8n)).toEqual({ ok: false, problem: "notFound" });
    expect(parseRoundIdInput("9", 8n)).toEqual({ ok: false, problem: "notFound" });
    expect(parseRoundIdInput("x", 8n)).toEqual({ ok: false, problem: "notFound" });
    expect(parseRoundIdInput("", 8n)).toEqual({ ok: false, problem: "empty" });
  });
});

import { describe, expect, it } from "vitest";
import { parseAuctionIdInput } from "./parseAuctionIdInput.ts";

describe("parseAuctionIdInput", () => {
  it("reads an id from 1 to the latest auction", () => {
    expect(parseAuctionIdInput("1", 3n)).toEqual({ ok: true, auctionId: 1n });
    expect(parseAuctionIdInput(" 3 ", 3n)).toEqual({ ok: true, auctionId: 3n });
  });

  it.each(["", "  ", "0", "4", "-1", "1.5", "abc", "1e2"])("asks to specify an id for %o", (text) => {
    expect(parseAuctionIdInput(text, 3n)).toEqual({ ok: false, problem: "pleaseSpecify" });
  });
});

import { describe, expect, it } from "vitest";
import { getSlippageNotice } from "./getSlippageNotice.ts";

const empty = { status: "empty" } as const;

describe("getSlippageNotice", () => {
  it("reports an invalid custom entry before any warning about the kept value", () => {
    expect(getSlippageNotice({ status: "invalid" }, 10)).toBe("invalidInput");
    expect(getSlippageNotice({ status: "invalid" }, 50)).toBe("invalidInput");
  });

  it("warns below 0.5% that the transaction may fail", () => {
    expect(getSlippageNotice(empty, 10)).toBe("riskyLow");
    expect(getSlippageNotice({ status: "valid", bps: 49 }, 49)).toBe("riskyLow");
    expect(getSlippageNotice(empty, 0)).toBe("riskyLow");
  });

  it("warns above 5% that the transaction may be frontrun", () => {
    expect(getSlippageNotice({ status: "valid", bps: 501 }, 501)).toBe("riskyHigh");
    expect(getSlippageNotice(empty, 4999)).toBe("riskyHigh");
  });

  it("says nothing from 0.5% to 5% inclusive", () => {
    expect(getSlippageNotice(empty, 50)).toBeUndefined();
    expect(getSlippageNotice({ status: "valid", bps: 100 }, 100)).toBeUndefined();
    expect(getSlippageNotice(empty, 500)).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { farmStakedOnlySetting, isFarmStakedOnly, parseFarmStakedOnly } from "./farmsPreferences.ts";

describe("parseFarmStakedOnly", () => {
  it("reads a stored choice", () => {
    expect(parseFarmStakedOnly("true")).toBe("true");
    expect(parseFarmStakedOnly("false")).toBe("false");
    expect(parseFarmStakedOnly("onFinished")).toBe("onFinished");
  });

  it.each([null, "", "TRUE", "1", "{"])("falls back to the default 'onFinished' for %j", (stored) => {
    expect(parseFarmStakedOnly(stored)).toBe("onFinished");
  });
});

describe("isFarmStakedOnly", () => {
  it("is on for the Finished tab only by default", () => {
    expect(isFarmStakedOnly("onFinished", "finished")).toBe(true);
    expect(isFarmStakedOnly("onFinished", "live")).toBe(false);
  });

  it("follows an explicit choice on both tabs", () => {
    expect(isFarmStakedOnly("true", "live")).toBe(true);
    expect(isFarmStakedOnly("true", "finished")).toBe(true);
    expect(isFarmStakedOnly("false", "live")).toBe(false);
    expect(isFarmStakedOnly("false", "finished")).toBe(false);
  });
});

describe("farmStakedOnlySetting", () => {
  it("stores the toggle's new position as an explicit choice", () => {
    expect(farmStakedOnlySetting(true)).toBe("true");
    expect(farmStakedOnlySetting(false)).toBe("false");
  });
});

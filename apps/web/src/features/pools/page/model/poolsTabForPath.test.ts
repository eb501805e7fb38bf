import { describe, expect, it } from "vitest";
import { poolsTabForPath } from "./poolsTabForPath.ts";

describe("poolsTabForPath", () => {
  it("shows finished pools on /pools/history", () => {
    expect(poolsTabForPath("/pools/history")).toBe("finished");
    expect(poolsTabForPath("/pools/history/")).toBe("finished");
  });

  it("shows live pools on /pools and its other sub-paths", () => {
    expect(poolsTabForPath("/pools")).toBe("live");
    expect(poolsTabForPath("/pools/")).toBe("live");
    expect(poolsTabForPath("/pools/anything")).toBe("live");
  });
});

import { describe, expect, it } from "vitest";
import { stakingTabForPath } from "./StakingTab.ts";

describe("stakingTabForPath", () => {
  it("shows the finished tab on the history paths", () => {
    expect(stakingTabForPath("/pools/history")).toBe("finished");
    expect(stakingTabForPath("/pools/history/")).toBe("finished");
    expect(stakingTabForPath("/farms/history")).toBe("finished");
  });

  it("shows the live tab on the base paths and their other sub-paths", () => {
    expect(stakingTabForPath("/pools")).toBe("live");
    expect(stakingTabForPath("/pools/")).toBe("live");
    expect(stakingTabForPath("/pools/anything")).toBe("live");
    expect(stakingTabForPath("/farms")).toBe("live");
  });
});

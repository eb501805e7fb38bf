import { describe, expect, it } from "vitest";
import { withAlpha } from "./withAlpha.ts";

describe("withAlpha", () => {
  it("turns a hex token into rgba at the opacity given", () => {
    expect(withAlpha("#b13b0b", 0.3)).toBe("rgba(177, 59, 11, 0.3)");
    expect(withAlpha(" #FB923C", 0)).toBe("rgba(251, 146, 60, 0)");
    expect(withAlpha("#fff", 0.5)).toBe("rgba(255, 255, 255, 0.5)");
  });

  it("leaves other colours alone", () => {
    expect(withAlpha("rgb(1 2 3)", 0.5)).toBe("rgb(1 2 3)");
  });
});

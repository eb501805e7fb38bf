import { describe, expect, it } from "vitest";
import { isAutoCompounding } from "./isAutoCompounding.ts";

describe("isAutoCompounding", () => {
  it("is true only for a positive frequency", () => {
    expect(isAutoCompounding(5000)).toBe(true);
    expect(isAutoCompounding(0)).toBe(false);
    expect(isAutoCompounding(undefined)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { classNames } from "./classNames.ts";

describe("classNames", () => {
  it("joins truthy names with single spaces and drops the rest", () => {
    expect(classNames("a", false, undefined, "b", null, "", "c")).toBe("a b c");
  });

  it("returns an empty string when nothing applies", () => {
    expect(classNames(false, undefined)).toBe("");
  });
});

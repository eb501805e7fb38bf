import { describe, expect, it } from "vitest";
import { scrollTargetFor } from "./scrollTargetFor.ts";

describe("scrollTargetFor", () => {
  it("returns to the saved position on back and forward", () => {
    expect(scrollTargetFor({ navigationType: "POP", hash: "", savedY: 420 })).toEqual({
      kind: "position",
      y: 420,
    });
  });

  it("starts a new navigation at the top, even to an entry with a saved position", () => {
    expect(scrollTargetFor({ navigationType: "PUSH", hash: "", savedY: 420 })).toEqual({ kind: "top" });
    expect(scrollTargetFor({ navigationType: "REPLACE", hash: "", savedY: undefined })).toEqual({
      kind: "top",
    });
  });

  it("shows the element a hash names, decoded", () => {
    expect(scrollTargetFor({ navigationType: "PUSH", hash: "#content", savedY: undefined })).toEqual({
      kind: "element",
      id: "content",
    });
    expect(scrollTargetFor({ navigationType: "POP", hash: "#a%20b", savedY: undefined })).toEqual({
      kind: "element",
      id: "a b",
    });
  });
});

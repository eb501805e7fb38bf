import { describe, expect, it } from "vitest";
import { revertText } from "./revertText.ts";

describe("revertText", () => {
  it("quotes a reason as the contract wrote it", () => {
    expect(revertText({ kind: "reason", message: "Pool is full" })).toBe("Pool is full");
  });

  it("writes a custom error as a call with its arguments", () => {
    expect(revertText({ kind: "customError", name: "InsufficientOutputAmount", args: [5n, 9n] })).toBe(
      "InsufficientOutputAmount(5, 9)",
    );
  });

  it("writes a panic with its hex code", () => {
    expect(revertText({ kind: "panic", code: 0x11n })).toBe("Panic(0x11)");
  });

  it("falls back to the node's message, then the raw data", () => {
    expect(revertText({ kind: "unknown", data: "0x1234", message: "execution reverted" })).toBe(
      "execution reverted",
    );
    expect(revertText({ kind: "unknown", data: "0x1234", message: undefined })).toBe("0x1234");
  });
});

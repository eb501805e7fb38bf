import { describe, expect, it } from "vitest";
import { MAX_TOKEN_NAME_LENGTH, sanitizeTokenText } from "./sanitizeTokenText.ts";

describe("sanitizeTokenText", () => {
  it("keeps ordinary names", () => {
    expect(sanitizeTokenText("PancakeSwap Token", MAX_TOKEN_NAME_LENGTH)).toBe("PancakeSwap Token");
  });

  it("cuts absurd lengths with an ellipsis", () => {
    const cut = sanitizeTokenText("A".repeat(10_000), MAX_TOKEN_NAME_LENGTH);
    expect(cut).toHaveLength(MAX_TOKEN_NAME_LENGTH);
    expect(cut.endsWith("…")).toBe(true);
  });

  it("removes control characters and direction overrides", () => {
    expect(sanitizeTokenText("US\u202eTD\u0000\n", 20)).toBe("USTD");
  });

  it("leaves markup as plain characters, for the UI to show as text", () => {
    expect(sanitizeTokenText("<script>alert(1)</script>", MAX_TOKEN_NAME_LENGTH)).toBe(
      "<script>alert(1)</script>",
    );
  });
});

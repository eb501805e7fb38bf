import { describe, expect, it } from "vitest";
import { formatDeadlineMinutes, parseDeadlineInput } from "./parseDeadlineInput.ts";

describe("parseDeadlineInput", () => {
  it("treats empty or blank text as no value", () => {
    expect(parseDeadlineInput("")).toEqual({ status: "empty" });
    expect(parseDeadlineInput(" ")).toEqual({ status: "empty" });
  });

  it("keeps whole minutes as seconds", () => {
    expect(parseDeadlineInput("20")).toEqual({ status: "valid", seconds: 1200 });
    expect(parseDeadlineInput("1")).toEqual({ status: "valid", seconds: 60 });
    expect(parseDeadlineInput("045")).toEqual({ status: "valid", seconds: 2700 });
  });

  it("rejects zero, fractions, negatives and other text", () => {
    for (const text of ["0", "00", "2.5", "-5", "1e3", "ten", "5 min"]) {
      expect(parseDeadlineInput(text), text).toEqual({ status: "invalid" });
    }
  });

  it("rejects a number of minutes too large to count in seconds exactly", () => {
    expect(parseDeadlineInput("999999999999999999")).toEqual({ status: "invalid" });
  });
});

describe("formatDeadlineMinutes", () => {
  it("shows the kept deadline in minutes", () => {
    expect(formatDeadlineMinutes(1200)).toBe("20");
    expect(formatDeadlineMinutes(90)).toBe("1.5");
  });
});

import { describe, expect, it } from "vitest";
import { combineDateAndTime, defaultProposalForm } from "./proposalForm.ts";

describe("defaultProposalForm", () => {
  it("starts at the next full hour, ends three days later, snapshot at the current block", () => {
    const form = defaultProposalForm("community", new Date(2025, 0, 31, 22, 40), 1234);
    expect(form).toEqual({
      space: "community",
      title: "",
      body: "",
      choices: ["", ""],
      startDate: "2025-01-31",
      startTime: "23:00",
      endDate: "2025-02-03",
      endTime: "23:00",
      snapshot: "1234",
    });
    expect(defaultProposalForm("core", new Date(2025, 0, 1), undefined).snapshot).toBe("");
  });
});

describe("combineDateAndTime", () => {
  it("reads a local date and time as seconds", () => {
    expect(combineDateAndTime("2025-01-31", "23:05")).toBe(new Date(2025, 0, 31, 23, 5).getTime() / 1_000);
  });

  it("has none for a missing or malformed part", () => {
    expect(combineDateAndTime("", "10:00")).toBeUndefined();
    expect(combineDateAndTime("2025-01-31", "")).toBeUndefined();
    expect(combineDateAndTime("2025-13-45", "10:00")).toBeUndefined();
  });
});

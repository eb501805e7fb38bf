import { describe, expect, it } from "vitest";
import { expertModeToggleAction } from "./expertModeToggleAction.ts";

describe("expertModeToggleAction", () => {
  it("turns expert mode off at once", () => {
    expect(expertModeToggleAction({ expertMode: true, expertModeAcknowledged: false })).toBe("turnOff");
    expect(expertModeToggleAction({ expertMode: true, expertModeAcknowledged: true })).toBe("turnOff");
  });

  it("asks for confirmation before turning it on", () => {
    expect(expertModeToggleAction({ expertMode: false, expertModeAcknowledged: false })).toBe(
      "askConfirmation",
    );
  });

  it("turns it on at once once the acknowledgement was remembered", () => {
    expect(expertModeToggleAction({ expertMode: false, expertModeAcknowledged: true })).toBe("turnOn");
  });
});

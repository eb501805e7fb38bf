import { CompetitionStatus } from "@griddle/sdk";
import { describe, expect, it } from "vitest";
import { registerEligibility, type RegisterEligibilityInput } from "./registerEligibility.ts";

const ready: RegisterEligibilityInput = {
  connected: true,
  status: CompetitionStatus.Registration,
  registered: false,
  profile: { isActive: true },
};

describe("registerEligibility", () => {
  it.each<[Partial<RegisterEligibilityInput>, string]>([
    [{}, "can-register"],
    [{ connected: false }, "connect"],
    [{ status: undefined }, "loading"],
    [{ profile: undefined }, "loading"],
    [{ registered: true, status: CompetitionStatus.Claiming }, "registered"],
    [{ status: CompetitionStatus.Live }, "closed"],
    [{ profile: null }, "no-profile"],
    [{ profile: { isActive: false } }, "paused"],
  ])("%o gives %s", (change, expected) => {
    expect(registerEligibility({ ...ready, ...change })).toBe(expected);
  });
});

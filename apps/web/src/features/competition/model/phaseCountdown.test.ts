import { CompetitionStatus } from "@griddle/sdk";
import { describe, expect, it } from "vitest";
import { phaseEndsAt } from "./phaseCountdown.ts";

const phases = [
  { status: CompetitionStatus.Registration, block: 10n, timestamp: 1_000 },
  { status: CompetitionStatus.Live, block: 70n, timestamp: 1_200 },
];
const schedule = { registrationSeconds: 180, liveSeconds: 720 };

describe("phaseEndsAt", () => {
  it("ends registration and the live phase on the schedule from their start", () => {
    expect(phaseEndsAt(CompetitionStatus.Registration, phases, schedule)).toBe(1_180);
    expect(phaseEndsAt(CompetitionStatus.Live, phases, schedule)).toBe(1_920);
  });

  it("has no end for the other phases, an unindexed start or no schedule", () => {
    expect(
      phaseEndsAt(
        CompetitionStatus.Close,
        [...phases, { status: 2, block: 90n, timestamp: 2_000 }],
        schedule,
      ),
    ).toBeUndefined();
    expect(phaseEndsAt(CompetitionStatus.Live, phases.slice(0, 1), schedule)).toBeUndefined();
    expect(phaseEndsAt(CompetitionStatus.Registration, phases, undefined)).toBeUndefined();
  });
});

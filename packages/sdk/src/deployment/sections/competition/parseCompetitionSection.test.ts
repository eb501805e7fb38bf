import { describe, expect, it } from "vitest";
import { parseCompetitionSection } from "./parseCompetitionSection.ts";
import { validManifestJson } from "../../validManifestJson.ts";

const { competition } = validManifestJson;

describe("parseCompetitionSection", () => {
  it("reads the competition, its roles, eligible pairs and schedule", () => {
    expect(parseCompetitionSection({ competition })).toEqual({ competition });
  });

  it.each([
    [{}, "competition is missing"],
    [{ competition: { ...competition, contract: "0x2" } }, "competition.contract is not an address"],
    [{ competition: { ...competition, numberTeams: 0 } }, "competition.numberTeams is not a team count"],
    [{ competition: { ...competition, eligiblePairs: [] } }, "competition.eligiblePairs is empty"],
    [
      { competition: { ...competition, eligiblePairs: ["0x1"] } },
      "competition.eligiblePairs[0] is not an address",
    ],
    [
      { competition: { ...competition, schedule: { registrationSeconds: 0, liveSeconds: 600 } } },
      "competition.schedule.registrationSeconds is not a number of seconds",
    ],
  ])("rejects %o", (manifest, message) => {
    expect(() => parseCompetitionSection(manifest)).toThrow(message);
  });
});

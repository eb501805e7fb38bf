import { readAddress, readArray, readBlockNumber, readFields, readInteger } from "../../fieldReaders.ts";
import type { CompetitionSection } from "./CompetitionSection.ts";

const readSeconds = (value: unknown, path: string) =>
  readInteger(value, path, { min: 1, problem: "is not a number of seconds" });

export function parseCompetitionSection(manifest: Record<string, unknown>): CompetitionSection {
  const competition = readFields(
    manifest.competition,
    "competition",
    {
      contract: readAddress,
      startBlock: readBlockNumber,
      owner: readAddress,
      operator: readAddress,
      numberTeams: (value, path) => readInteger(value, path, { min: 1, problem: "is not a team count" }),
      eligiblePairs: (value, path) => readArray(value, path, readAddress, { nonEmpty: true }),
      schedule: (value, path) =>
        readFields(value, path, { registrationSeconds: readSeconds, liveSeconds: readSeconds }),
    },
    { problem: "is missing" },
  );
  return { competition };
}

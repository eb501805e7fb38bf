import type { VotingSpace } from "../../model/VotingSpace.ts";
import { VotingHubAnswerError } from "../../model/VotingHubAnswerError.ts";
import { hubList, hubNumber, hubRecord, hubString } from "./hubFields.ts";

/** The space of an answer to SPACE_QUERY, its admins lower-cased for comparison. */
export function parseSpace(data: unknown): VotingSpace {
  const { space } = hubRecord(data, "answer");
  if (space === null || space === undefined)
    throw new VotingHubAnswerError("The voting hub has no such space");
  const fields = hubRecord(space, "space");
  return {
    id: hubString(fields.id, "space id"),
    name: hubString(fields.name, "space name"),
    admins: hubList(fields.admins ?? [], "space admins").map((admin) =>
      hubString(admin, "space admin").toLowerCase(),
    ),
    minScore:
      fields.minScore === null || fields.minScore === undefined ? 0 : hubNumber(fields.minScore, "minScore"),
  };
}

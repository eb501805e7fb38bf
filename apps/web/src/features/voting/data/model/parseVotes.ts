import type { Vote } from "../../model/Vote.ts";
import { hubList, hubNumber, hubRecord, hubString } from "./hubFields.ts";

const verificationHashOf = (metadata: unknown): string | undefined => {
  if (typeof metadata !== "object" || metadata === null) return undefined;
  const { verificationHash } = metadata as Record<string, unknown>;
  return typeof verificationHash === "string" ? verificationHash : undefined;
};

/** The votes of an answer to VOTES_QUERY. */
export function parseVotes(data: unknown): readonly Vote[] {
  return hubList(hubRecord(data, "answer").votes, "votes").map((value) => {
    const fields = hubRecord(value, "vote");
    return {
      id: hubString(fields.id, "vote id"),
      voter: hubString(fields.voter, "voter"),
      created: hubNumber(fields.created, "vote time"),
      choice: hubNumber(fields.choice, "vote choice"),
      reason: typeof fields.reason === "string" ? fields.reason : "",
      vp: hubNumber(fields.vp, "vote power"),
      proposalId: hubString(hubRecord(fields.proposal, "vote proposal").id, "vote proposal id"),
      verificationHash: verificationHashOf(fields.metadata),
    };
  });
}

import type { Hex } from "viem";
import type { ApiDatabase } from "../../db/ApiDatabase.ts";
import { proposals } from "../../db/schema.ts";
import type { HubEnvelope } from "../messages/parseEnvelope.ts";
import type { ProposalMessage } from "../messages/parseProposalMessage.ts";
import { saveHubMessage } from "./saveHubMessage.ts";

/** Stores a proposal and its envelope together, or neither. */
export async function saveProposal(
  db: ApiDatabase,
  id: Hex,
  envelope: HubEnvelope,
  proposal: ProposalMessage,
): Promise<void> {
  await db.transaction(async (tx) => {
    await saveHubMessage(tx, id, envelope);
    await tx.insert(proposals).values({
      id,
      space: proposal.space,
      author: proposal.from,
      type: proposal.type,
      title: proposal.title,
      body: proposal.body,
      discussion: proposal.discussion,
      choices: [...proposal.choices],
      start: proposal.start,
      end: proposal.end,
      snapshot: proposal.snapshot,
      app: proposal.app,
      created: proposal.timestamp,
    });
  });
}

import { eq } from "drizzle-orm";
import type { ApiDatabase } from "../../db/ApiDatabase.ts";
import { proposals } from "../../db/schema.ts";

export type ProposalRow = typeof proposals.$inferSelect;

/** The proposal with id `id` (lower-case 0x hash), or undefined. */
export async function findProposal(db: ApiDatabase, id: string): Promise<ProposalRow | undefined> {
  const [row] = await db.select().from(proposals).where(eq(proposals.id, id.toLowerCase()));
  return row;
}

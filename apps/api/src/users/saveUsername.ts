import { eq } from "drizzle-orm";
import type { Address, Hex } from "viem";
import type { ApiDatabase } from "../db/ApiDatabase.ts";
import { spentUsernameMessages, usernames } from "../db/schema.ts";
import { ApiError } from "../http/ApiError.ts";

export interface SaveUsernameParameters {
  readonly address: Address;
  readonly username: string;
  /** The signed message's hash, spent by this registration. */
  readonly messageHash: Hex;
}

/**
 * Spends the message and writes the username in one transaction, or neither. The unique keys decide
 * every race (the same message sent twice, one name claimed by two accounts at once, two names for
 * one account): an insert that meets a committed or concurrent row does nothing, and the reason is
 * read back only to word the refusal.
 */
export async function saveUsername(db: ApiDatabase, parameters: SaveUsernameParameters): Promise<void> {
  const address = parameters.address.toLowerCase();
  await db.transaction(async (tx) => {
    const spent = await tx
      .insert(spentUsernameMessages)
      .values({ messageHash: parameters.messageHash })
      .onConflictDoNothing()
      .returning({ messageHash: spentUsernameMessages.messageHash });
    if (spent.length === 0) {
      throw new ApiError(401, "This signed message was already used: sign a new one.");
    }
    const saved = await tx
      .insert(usernames)
      .values({ address, username: parameters.username })
      .onConflictDoNothing()
      .returning({ address: usernames.address });
    if (saved.length > 0) return;
    const [existing] = await tx
      .select({ username: usernames.username })
      .from(usernames)
      .where(eq(usernames.address, address));
    // Throwing rolls the transaction back: the message stays unspent, nothing is written.
    if (existing) {
      throw new ApiError(
        409,
        `This address already has the username '${existing.username}'; it cannot be changed.`,
      );
    }
    throw new ApiError(409, "Username taken");
  });
}

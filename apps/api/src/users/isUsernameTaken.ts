import { sql } from "drizzle-orm";
import type { ApiDatabase } from "../db/ApiDatabase.ts";
import { usernames } from "../db/schema.ts";

/** Whether an account registered `username` in any case: the unique index's own comparison, lower(). */
export async function isUsernameTaken(db: ApiDatabase, username: string): Promise<boolean> {
  const [row] = await db
    .select({ address: usernames.address })
    .from(usernames)
    .where(sql`lower(${usernames.username}) = lower(${username})`)
    .limit(1);
  return row !== undefined;
}

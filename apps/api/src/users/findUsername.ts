import { eq } from "drizzle-orm";
import type { Address } from "viem";
import type { ApiDatabase } from "../db/ApiDatabase.ts";
import { usernames } from "../db/schema.ts";

/** The username `address` registered, or undefined when it has none. */
export async function findUsername(db: ApiDatabase, address: Address): Promise<string | undefined> {
  const [row] = await db
    .select({ username: usernames.username })
    .from(usernames)
    .where(eq(usernames.address, address.toLowerCase()));
  return row?.username;
}

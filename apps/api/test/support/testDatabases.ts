import { randomBytes } from "node:crypto";
import { createEmptyDatabase } from "@griddle/stack";
import { openDatabase, type OpenDatabase } from "../../src/db/openDatabase.ts";

export interface TestDatabase {
  readonly name: "PGlite" | "Postgres";
  /** A new, empty, migrated database. */
  open(): Promise<OpenDatabase>;
}

/** A new database on the suite's server, so tests never see each other's usernames. */
async function openFreshPostgres(): Promise<OpenDatabase> {
  const serverUrl = process.env.GRIDDLE_API_TEST_POSTGRES_URL;
  if (serverUrl === undefined)
    throw new Error("No test Postgres: run the suite with test/support/globalSetup.ts");
  const url = await createEmptyDatabase(serverUrl, `api_test_${randomBytes(6).toString("hex")}`);
  return openDatabase({ kind: "postgres", url });
}

/** Every test of the routes runs on both: the embedded database and a real server. */
export const TEST_DATABASES: readonly TestDatabase[] = [
  { name: "PGlite", open: () => openDatabase({ kind: "memory" }) },
  { name: "Postgres", open: openFreshPostgres },
];

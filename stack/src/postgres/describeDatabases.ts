import { STACK_DATABASE_NAMES } from "./stackDatabaseNames.ts";

/**
 * Where `npm start` keeps the indexer's and the API's tables, for its summary: the server without
 * its password, which a terminal log must not show.
 */
export function describeDatabases(databaseUrl: string | undefined): string {
  if (databaseUrl === undefined)
    return "PGlite, fresh folders beside the manifest (DATABASE_URL for Postgres)";
  const { host } = new URL(databaseUrl);
  const { indexer, api } = STACK_DATABASE_NAMES;
  return `Postgres at ${host}: databases ${indexer} and ${api}, created empty on every start`;
}

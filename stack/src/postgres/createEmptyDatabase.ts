import pg from "pg";
import { databaseUrlOnServer } from "./databaseUrlOnServer.ts";

/**
 * Drops the database `name` on the server `serverUrl` connects to, if it exists, and creates it
 * empty; returns its URL. A local chain is new on every start, so whatever a service kept from an
 * earlier chain must go (the same block numbers would otherwise resume on stale rows). The role of
 * `serverUrl` needs the CREATEDB privilege.
 */
export async function createEmptyDatabase(serverUrl: string, name: string): Promise<string> {
  const url = databaseUrlOnServer(serverUrl, name);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // FORCE ends the sessions of a service still connected to it (a stack killed without its stop).
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return url;
}

import { mkdir } from "node:fs/promises";
import path from "node:path";
// The root package.json pins @electric-sql/pglite too, so that npm hoists this version, the one
// drizzle-orm resolves; Ponder keeps its own older copy beside it.
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { ApiDatabase } from "./ApiDatabase.ts";
import * as schema from "./schema.ts";

/** The SQL migrations drizzle-kit generated from schema.ts (`npm run db:generate -w @griddle/api`). */
const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, "..", "..", "drizzle");

/** Where the data lives: a Postgres server, an embedded PGlite folder, or PGlite in memory (tests). */
export type DatabaseLocation =
  | { readonly kind: "postgres"; readonly url: string }
  | { readonly kind: "pglite"; readonly dataDir: string }
  | { readonly kind: "memory" };

export interface OpenDatabase {
  readonly db: ApiDatabase;
  /** What the start line names: 'PGlite in …' or 'Postgres at host:port/db', without a password. */
  readonly description: string;
  close(): Promise<void>;
}

function describePostgres(url: string): string {
  const { hostname, port, pathname } = new URL(url);
  return `Postgres at ${hostname}${port ? `:${port}` : ""}${pathname}`;
}

/** Opens the database and brings its tables up to date with every migration in drizzle/. */
export async function openDatabase(location: DatabaseLocation): Promise<OpenDatabase> {
  if (location.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: location.url });
    const db = drizzlePostgres(pool, { schema });
    try {
      await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, description: describePostgres(location.url), close: () => pool.end() };
  }
  if (location.kind === "pglite") await mkdir(location.dataDir, { recursive: true });
  const client = location.kind === "pglite" ? new PGlite(location.dataDir) : new PGlite();
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db,
    description: location.kind === "pglite" ? `PGlite in ${location.dataDir}` : "PGlite in memory",
    close: () => client.close(),
  };
}

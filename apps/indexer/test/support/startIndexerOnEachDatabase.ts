import { randomBytes } from "node:crypto";
import path from "node:path";
import {
  createEmptyDatabase,
  findFreePort,
  startIndexer,
  type Indexer,
  type IndexerOptions,
} from "@griddle/stack";
import pg from "pg";

/** Every check of the suite runs against both: Ponder's embedded PGlite and a real Postgres server. */
export const INDEXER_TEST_DATABASES = ["PGlite", "Postgres"] as const;
export type IndexerTestDatabase = (typeof INDEXER_TEST_DATABASES)[number];

export interface IndexerOnEachDatabaseOptions {
  readonly manifestPath: string;
  readonly rpcUrl: string;
  /** The test's temporary folder: the PGlite indexer keeps its database under it. */
  readonly workDir: string;
}

/** An empty database on the suite's server (test/support/globalSetup.ts), so no two indexers share tables. */
async function emptyTestDatabase(): Promise<string> {
  const serverUrl = process.env.GRIDDLE_INDEXER_TEST_POSTGRES_URL;
  if (serverUrl === undefined) {
    throw new Error(
      "No test Postgres: run the suite with test/support/globalSetup.ts (npm run test:indexer)",
    );
  }
  return createEmptyDatabase(serverUrl, `indexer_test_${randomBytes(6).toString("hex")}`);
}

/** The tables Ponder made in `schema` of the Postgres database at `databaseUrl`. */
async function countTables(databaseUrl: string, schema: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      "SELECT count(*) FROM information_schema.tables WHERE table_schema = $1",
      [schema],
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * The Postgres indexer's catch-up also finds its tables in its database (Ponder's schema 'griddle'),
 * so the suite cannot pass by running PGlite twice.
 */
function checkedOnPostgres(indexer: Indexer, databaseUrl: string): Indexer {
  const caughtUp = indexer.caughtUp.then(async (catchUp) => {
    const tables = await countTables(databaseUrl, "griddle");
    if (tables === 0) throw new Error(`The Postgres indexer has no tables in ${databaseUrl}`);
    return catchUp;
  });
  return { ...indexer, caughtUp };
}

/**
 * Each database's indexer options against the same chain: a PGlite folder under the work folder, or an
 * empty database on the suite's Postgres server.
 */
export async function indexerOptionsOnEachDatabase(
  options: IndexerOnEachDatabaseOptions,
): Promise<ReadonlyMap<IndexerTestDatabase, IndexerOptions>> {
  const optionsFor = async (database: IndexerTestDatabase): Promise<IndexerOptions> => ({
    host: "127.0.0.1",
    port: await findFreePort(),
    manifestPath: options.manifestPath,
    rpcUrl: options.rpcUrl,
    dataDir: path.join(options.workDir, `indexer-${database.toLowerCase()}`),
    databaseUrl: database === "Postgres" ? await emptyTestDatabase() : undefined,
  });
  const each = await Promise.all(INDEXER_TEST_DATABASES.map(optionsFor));
  return new Map(INDEXER_TEST_DATABASES.map((database, index) => [database, each[index] as IndexerOptions]));
}

/** Starts an indexer; on Postgres its catch-up also checks its tables are there. */
export async function startCheckedIndexer(options: IndexerOptions): Promise<Indexer> {
  const indexer = await startIndexer(options);
  return options.databaseUrl === undefined ? indexer : checkedOnPostgres(indexer, options.databaseUrl);
}

/**
 * Starts one indexer per database against the same chain, side by side: one chain, one deploy and
 * one set of scripted transactions serve both, so the suite costs far less than running it twice.
 * If one fails to start, the other is stopped before the error is thrown.
 */
export async function startIndexerOnEachDatabase(
  options: IndexerOnEachDatabaseOptions,
): Promise<ReadonlyMap<IndexerTestDatabase, Indexer>> {
  const optionsByDatabase = await indexerOptionsOnEachDatabase(options);
  const starts = await Promise.allSettled([...optionsByDatabase.values()].map(startCheckedIndexer));
  const started = starts.flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value] : []));
  const failed = starts.find((outcome) => outcome.status === "rejected");
  if (failed !== undefined) {
    await Promise.all(started.map((indexer) => indexer.stop()));
    throw failed.reason;
  }
  return new Map(INDEXER_TEST_DATABASES.map((database, index) => [database, started[index] as Indexer]));
}

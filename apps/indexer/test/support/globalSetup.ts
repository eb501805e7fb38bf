// One PostgreSQL server for the whole suite (node --test --test-global-setup): every test file
// creates its own empty database on it for the indexer it runs on Postgres, beside one on PGlite.
import { startTestPostgres, type TestPostgres } from "@griddle/stack";

let postgres: TestPostgres | undefined;

export async function globalSetup(): Promise<void> {
  postgres = await startTestPostgres();
  process.env.GRIDDLE_INDEXER_TEST_POSTGRES_URL = postgres.url;
}

export async function globalTeardown(): Promise<void> {
  await postgres?.stop();
}

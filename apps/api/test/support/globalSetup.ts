// One PostgreSQL server for the whole suite (node --test --test-global-setup); every test file
// makes its own databases on it, and PGlite ones in memory.
import { startTestPostgres, type TestPostgres } from "@griddle/stack";

let postgres: TestPostgres | undefined;

export async function globalSetup(): Promise<void> {
  postgres = await startTestPostgres();
  process.env.GRIDDLE_API_TEST_POSTGRES_URL = postgres.url;
}

export async function globalTeardown(): Promise<void> {
  await postgres?.stop();
}

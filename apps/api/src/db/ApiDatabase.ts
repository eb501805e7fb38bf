import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema.ts";

/** The API's tables through Drizzle, on PGlite or on a Postgres server alike. */
export type ApiDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

// `npm run db:generate -w @griddle/api` writes a new SQL migration into drizzle/ after a change to
// the schema; the API applies the folder's migrations on every start.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./drizzle",
});

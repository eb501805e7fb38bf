import { describe, expect, it } from "vitest";
import { describeDatabases } from "./describeDatabases.ts";

describe("describeDatabases", () => {
  it("names PGlite and the variable that switches to Postgres when DATABASE_URL is unset", () => {
    expect(describeDatabases(undefined)).toBe(
      "PGlite, fresh folders beside the manifest (DATABASE_URL for Postgres)",
    );
  });

  it("names the server and both databases, never the password", () => {
    const text = describeDatabases("postgres://griddle:s3cret@db.example:5433/postgres");
    expect(text).toBe(
      "Postgres at db.example:5433: databases griddle_indexer and griddle_api, created empty on every start",
    );
    expect(text).not.toContain("s3cret");
  });
});

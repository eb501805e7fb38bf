import { describe, expect, it } from "vitest";
import { databaseUrlOnServer } from "./databaseUrlOnServer.ts";

describe("databaseUrlOnServer", () => {
  it("keeps the server, role, password and options and names another database", () => {
    expect(
      databaseUrlOnServer(
        "postgres://griddle:secret@db.example:5433/postgres?sslmode=require",
        "griddle_api",
      ),
    ).toBe("postgres://griddle:secret@db.example:5433/griddle_api?sslmode=require");
  });

  it("adds the database to a URL without one", () => {
    expect(databaseUrlOnServer("postgresql://postgres@127.0.0.1:5432", "indexer_test_1a2b")).toBe(
      "postgresql://postgres@127.0.0.1:5432/indexer_test_1a2b",
    );
  });

  it.each(["Griddle", "griddle-api", 'x"; DROP DATABASE postgres; --', "", "a".repeat(64)])(
    "refuses '%s', which is not a plain name",
    (name) => {
      expect(() => databaseUrlOnServer("postgres://postgres@127.0.0.1:5432/postgres", name)).toThrow(
        "is not a plain database name",
      );
    },
  );
});

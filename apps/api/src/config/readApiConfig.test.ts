import path from "node:path";
import { describe, expect, it } from "vitest";
import { readApiConfig } from "./readApiConfig.ts";

const repoRoot = path.resolve(import.meta.dirname, "..", "..", "..", "..");

describe("readApiConfig", () => {
  it("defaults to port 4000 on loopback, PGlite in apps/api/.pglite and npm start's manifest", () => {
    expect(readApiConfig({}, [])).toEqual({
      host: "127.0.0.1",
      port: 4000,
      database: { kind: "pglite", dataDir: path.join(repoRoot, "apps", "api", ".pglite") },
      publicUrl: "http://127.0.0.1:4000",
      manifestPath: path.join(repoRoot, ".stack", "deployment.json"),
      votingAdmins: undefined,
    });
  });

  it("takes HOST, API_PORT, API_DATA_DIR, API_PUBLIC_URL and the manifest from the environment", () => {
    expect(
      readApiConfig(
        {
          HOST: "0.0.0.0",
          API_PORT: "4100",
          API_DATA_DIR: "/tmp/api-data",
          API_PUBLIC_URL: "https://api.example.org/",
          GRIDDLE_MANIFEST_PATH: "/tmp/deployment.json",
          VOTING_ADMINS:
            "0x70997970c51812dc3a010c7d01b50e0d17dc79c8, 0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
        },
        [],
      ),
    ).toEqual({
      host: "0.0.0.0",
      port: 4100,
      database: { kind: "pglite", dataDir: "/tmp/api-data" },
      publicUrl: "https://api.example.org",
      manifestPath: "/tmp/deployment.json",
      votingAdmins: [
        "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
        "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
      ],
    });
  });

  it("refuses VOTING_ADMINS that are not addresses", () => {
    expect(() =>
      readApiConfig({ VOTING_ADMINS: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8,alice" }, []),
    ).toThrow("VOTING_ADMINS must be addresses separated by commas, got 'alice'.");
  });

  it("reaches a server on every interface at loopback", () => {
    expect(readApiConfig({ HOST: "0.0.0.0" }, []).publicUrl).toBe("http://127.0.0.1:4000");
  });

  it("uses Postgres when DATABASE_URL is set", () => {
    expect(readApiConfig({ DATABASE_URL: "postgres://api@127.0.0.1:5432/griddle" }, []).database).toEqual({
      kind: "postgres",
      url: "postgres://api@127.0.0.1:5432/griddle",
    });
  });

  it("prefers --manifest to GRIDDLE_MANIFEST_PATH", () => {
    expect(
      readApiConfig({ GRIDDLE_MANIFEST_PATH: "/tmp/a.json" }, ["--manifest", "/tmp/b.json"]).manifestPath,
    ).toBe("/tmp/b.json");
  });

  it.each(["abc", "0", "70000", "40.5"])("rejects API_PORT=%s with one line", (port) => {
    expect(() => readApiConfig({ API_PORT: port }, [])).toThrow(
      `API_PORT must be a port number from 1 to 65535, got '${port}'.`,
    );
  });

  it("rejects a DATABASE_URL or API_PUBLIC_URL that is not one", () => {
    expect(() => readApiConfig({ DATABASE_URL: "mysql://x/y" }, [])).toThrow(
      "DATABASE_URL must start with postgres:// or postgresql://.",
    );
    expect(() => readApiConfig({ API_PUBLIC_URL: "api.example.org" }, [])).toThrow(
      "API_PUBLIC_URL must be a URL, got 'api.example.org'.",
    );
  });
});

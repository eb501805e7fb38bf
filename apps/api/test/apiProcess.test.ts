// The API as the process `npm start` runs: its start line, migrations applied at start on PGlite
// (through the stack's startApi) and on a Postgres server (DATABASE_URL), and a clean stop.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { findFreePort, startApi } from "@griddle/stack";
import { validManifestJson } from "@griddle/sdk/testing/validManifestJson";
import { API_ENTRY_POINT, API_STARTED_PREFIX } from "../src/index.ts";
import { devAccount, signRegistration } from "./support/signRegistration.ts";

describe("the API process", () => {
  let dir: string;
  let manifestPath: string;

  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "griddle-api-process-"));
    manifestPath = path.join(dir, "deployment.json");
    // A deployment whose chain is not running (nothing listens on the free port): the API starts all
    // the same, and answers 503 where it needs the chain.
    const rpcUrl = `http://127.0.0.1:${await findFreePort()}`;
    await writeFile(manifestPath, JSON.stringify({ ...validManifestJson, rpcUrl }));
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("starts on PGlite through the stack, refuses registrations with 503 and stops cleanly", async () => {
    const lines: string[] = [];
    const port = await findFreePort();
    const api = await startApi({
      host: "127.0.0.1",
      port,
      manifestPath,
      dataDir: path.join(dir, "api"),
      onOutput: (line) => lines.push(line),
    });
    try {
      assert.equal(api.url, `http://127.0.0.1:${port}`);
      assert.match(
        lines[0] ?? "",
        new RegExp(`^\\[api\\] ${API_STARTED_PREFIX}http://127.0.0.1:${port} \\(PGlite in `),
      );
      const response = await fetch(`${api.url}/api/users`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(await signRegistration(devAccount(1), "SyrupSam")),
      });
      assert.deepEqual(
        { status: response.status, body: await response.json() },
        { status: 503, body: { error: "The profile contract could not be read: try again in a moment." } },
      );
      const user = await fetch(`${api.url}/api/users/${devAccount(1).address}`);
      assert.deepEqual(await user.json(), { address: devAccount(1).address, username: "" });
    } finally {
      await api.stop();
    }
    assert.equal(await api.exited, 0);
  });

  it("migrates a Postgres database at start when DATABASE_URL is set", async () => {
    const port = await findFreePort();
    const child = spawn(process.execPath, [API_ENTRY_POINT, "--manifest", manifestPath], {
      env: {
        ...process.env,
        API_PORT: String(port),
        DATABASE_URL: process.env.GRIDDLE_API_TEST_POSTGRES_URL,
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    try {
      const [firstOutput] = (await once(child.stdout, "data")) as [Buffer];
      assert.match(
        firstOutput.toString(),
        new RegExp(`^${API_STARTED_PREFIX}http://127.0.0.1:${port} \\(Postgres at 127.0.0.1:\\d+/postgres;`),
      );
      const user = await fetch(`http://127.0.0.1:${port}/api/users/${devAccount(2).address}`);
      assert.deepEqual(await user.json(), { address: devAccount(2).address, username: "" });
    } finally {
      child.kill("SIGTERM");
    }
    assert.deepEqual(await once(child, "exit"), [0, null]);
  });

  it("stops at start with one line when the manifest is missing", async () => {
    const child = spawn(process.execPath, [API_ENTRY_POINT, "--manifest", path.join(dir, "missing.json")], {
      env: { ...process.env, API_PORT: String(await findFreePort()) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    assert.deepEqual(await once(child, "exit"), [1, null]);
    assert.equal(
      stderr,
      `No deployment manifest at ${path.join(dir, "missing.json")}: start the local stack (npm start) or pass --manifest <path>.\n`,
    );
  });
});

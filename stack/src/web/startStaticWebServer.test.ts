import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStaticWebServer, type StaticWebServer } from "./startStaticWebServer.ts";

let root: string;
let server: StaticWebServer;
const bigScript = "console.log('griddle');\n".repeat(200);

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "griddle-web-"));
  await mkdir(path.join(root, "assets"));
  await writeFile(path.join(root, "index.html"), "<!doctype html><title>Griddle</title>");
  await writeFile(path.join(root, "assets", "index-abc123.js"), bigScript);
  await writeFile(path.join(root, "logo.svg"), "<svg/>");
  server = await startStaticWebServer({
    root,
    host: "127.0.0.1",
    port: 0,
    deploymentJson: '{"chainId":31337}',
  });
});

afterAll(async () => {
  await server.stop();
  await rm(root, { recursive: true, force: true });
});

describe("startStaticWebServer", () => {
  it("answers any app route with index.html so the client router decides", async () => {
    const response = await fetch(`${server.url}/swap/0xabc?x=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toContain("<title>Griddle</title>");
  });

  it("serves the deployment manifest uncached", async () => {
    const response = await fetch(`${server.url}/deployment.json`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ chainId: 31337 });
  });

  it("serves hashed assets gzipped and cached forever", async () => {
    const response = await fetch(`${server.url}/assets/index-abc123.js`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    // fetch decompresses transparently; the smaller content-length proves gzip went over the wire.
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(Number(response.headers.get("content-length"))).toBeLessThan(bigScript.length);
    expect(await response.text()).toBe(bigScript);
  });

  it("serves Brotli to clients that accept it", async () => {
    const response = await fetch(`${server.url}/assets/index-abc123.js`, {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(await response.text()).toBe(bigScript);
  });

  it("answers a missing hashed asset with 404, not with HTML the module loader would choke on", async () => {
    const response = await fetch(`${server.url}/assets/index-old999.js`);
    expect(response.status).toBe(404);
  });

  it("refuses methods other than GET and HEAD", async () => {
    const response = await fetch(`${server.url}/`, { method: "POST" });
    expect(response.status).toBe(405);
  });
});

describe("startStaticWebServer after the chain restarted", () => {
  it("serves the new deployment manifest from then on", async () => {
    server.setDeploymentJson('{"chainId":31337,"startBlock":9}');
    const response = await fetch(`${server.url}/deployment.json`);
    expect(await response.json()).toEqual({ chainId: 31337, startBlock: 9 });
  });
});

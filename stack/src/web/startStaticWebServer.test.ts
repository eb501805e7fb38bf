import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStaticWebServer, type StaticWebServer } from "./startStaticWebServer.ts";

let root: string;
let server: StaticWebServer;
const bigScript = "console.log('griddle');\n".repeat(200);

/** The status code of a raw HTTP/1.1 request, sent as is (fetch would normalise the target). */
function rawRequestStatus(url: string, requestLine: string): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname === "localhost" ? "127.0.0.1" : hostname);
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (status) {
        socket.destroy();
        resolve(Number(status[1]));
      }
    });
    socket.on("error", reject);
    socket.on("close", () => reject(new Error(`No answer to ${JSON.stringify(requestLine)}`)));
    socket.write(`${requestLine}\r\nHost: localhost\r\nConnection: close\r\n\r\n`, "latin1");
  });
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "griddle-web-"));
  await mkdir(path.join(root, "assets"));
  await writeFile(
    path.join(root, "index.html"),
    "<!doctype html><title>Griddle</title><script>document.title = 'Griddle';</script>",
  );
  await writeFile(path.join(root, "assets", "index-abc123.js"), bigScript);
  await writeFile(path.join(root, "logo.svg"), "<svg/>");
  server = await startStaticWebServer({
    root,
    host: "127.0.0.1",
    port: 0,
    deploymentJson: '{"chainId":31337,"rpcUrl":"http://127.0.0.1:8545"}',
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
    expect(await response.json()).toEqual({ chainId: 31337, rpcUrl: "http://127.0.0.1:8545" });
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

  it("answers the app, the manifest and assets with the security headers and a CSP naming the chain", async () => {
    for (const target of ["/", "/swap?inputCurrency=BNB", "/deployment.json", "/assets/index-abc123.js"]) {
      const response = await fetch(`${server.url}${target}`);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("referrer-policy")).toBe("no-referrer");
      expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
      expect(policy).toContain("ws://127.0.0.1:8545");
    }
  });

  it("answers a target the URL parser refuses with 400 and keeps serving", async () => {
    expect(await rawRequestStatus(server.url, "GET // HTTP/1.1")).toBe(400);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  });

  it("answers any request target with 200, 400 or 404, never an error, and keeps serving", async () => {
    // Visible ASCII only: the HTTP parser itself refuses spaces and controls before the handler runs.
    const visible = fc.string({
      unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)),
    });
    // Prefixes the router and the URL parser treat specially, so they come up in a short run.
    const prefix = fc.constantFrom("/", "//", "/assets/", "/%", "http://localhost/", "*");
    await fc.assert(
      fc.asyncProperty(prefix, visible, async (start, rest) => {
        const status = await rawRequestStatus(server.url, `GET ${start}${rest} HTTP/1.1`);
        expect([200, 400, 404]).toContain(status);
      }),
      { numRuns: 150, seed: 26 },
    );
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  });
});

describe("startStaticWebServer after the chain restarted", () => {
  it("serves the new deployment manifest from then on", async () => {
    server.setDeploymentJson('{"chainId":31337,"startBlock":9}');
    const response = await fetch(`${server.url}/deployment.json`);
    expect(await response.json()).toEqual({ chainId: 31337, startBlock: 9 });
  });
});

import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from "./securityHeaders.ts";

const themeScript = "\n      document.documentElement.dataset.theme = 'dark';\n    ";
const indexHtml = `<!doctype html><head><script>${themeScript}</script>
<script type="module" crossorigin src="/assets/index-abc.js"></script></head><body></body>`;
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split("; ").map((directive) => {
      const [name = "", ...sources] = directive.split(" ");
      return [name, sources];
    }),
  );
}

describe("inlineScriptHashes", () => {
  it("hashes each inline script's exact text and skips scripts loaded by src", () => {
    expect(inlineScriptHashes(indexHtml)).toEqual([sha256(themeScript)]);
  });

  it("finds none in a document without inline scripts", () => {
    expect(inlineScriptHashes('<script src="/a.js"></script><p>x</p>')).toEqual([]);
  });
});

describe("contentSecurityPolicy", () => {
  const policy = directives(
    contentSecurityPolicy({
      indexHtml,
      serviceUrls: ["http://127.0.0.1:8545", "http://127.0.0.1:42069/graphql", "https://api.example.org"],
    }),
  );

  it("runs only the app's own scripts and its inline scripts by hash, never inline or eval'd text", () => {
    expect(policy.get("script-src")).toEqual(["'self'", sha256(themeScript)]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
  });

  it("lets the app reach the manifest's chain (HTTP and WebSocket), indexer and API, https list hosts and local lists", () => {
    const connect = policy.get("connect-src") ?? [];
    for (const origin of [
      "'self'",
      "https:",
      "wss:",
      "http://127.0.0.1:8545",
      "ws://127.0.0.1:8545",
      "http://127.0.0.1:42069",
      "https://api.example.org",
      "http://127.0.0.1:*",
      "http://localhost:*",
    ])
      expect(connect).toContain(origin);
    expect(connect).not.toContain("*");
    expect(connect).not.toContain("http:");
  });

  it("allows logos from list hosts and data: wallet icons, and nothing framed, embedded or re-based", () => {
    expect(policy.get("img-src")).toEqual(expect.arrayContaining(["'self'", "data:", "https:"]));
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
  });
});

describe("securityHeaders", () => {
  it("adds the usual security headers to the policy", () => {
    const headers = securityHeaders({ indexHtml, serviceUrls: [] });
    expect(headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "referrer-policy": "no-referrer",
      "cross-origin-opener-policy": "same-origin",
    });
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });
});

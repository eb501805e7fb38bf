import { createHash } from "node:crypto";

/** What the web app's Content-Security-Policy must allow beyond its own origin. */
export interface SecurityHeadersOptions {
  /** The built index.html: its inline scripts (theme before first paint, page preloads) are allowed by hash. */
  readonly indexHtml: string;
  /**
   * Origins the app talks to as the deployment manifest names them: the chain's JSON-RPC (and its
   * WebSocket twin), the indexer and the API.
   */
  readonly serviceUrls: readonly string[];
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP source expressions ('sha256-…') for every inline script of an HTML document, in order. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map(([, body = ""]) => body)
    .filter((body) => body.trim() !== "")
    .map((body) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
}

/** A service URL's origin and, for http(s), the ws(s) origin viem's WebSocket transport opens on it. */
function originsOf(url: string): string[] {
  const { protocol, host } = new URL(url);
  if (protocol === "http:") return [`http://${host}`, `ws://${host}`];
  if (protocol === "https:") return [`https://${host}`, `wss://${host}`];
  return [`${protocol}//${host}`];
}

/**
 * Loopback on any port: on the local chain the app fetches token lists over plain http from this
 * machine (listLocation.ts, allowLocalHttp), and the API serves achievement and collectible images.
 * CSP's host grammar has no IPv6 literals, so http://[::1] lists stay blocked.
 */
const LOOPBACK = ["http://localhost:*", "http://127.0.0.1:*"];

/**
 * The Content-Security-Policy of the app. Scripts come only from the app's origin (plus its own
 * inline scripts by hash: no 'unsafe-inline', no eval), so text a user or a token list supplies
 * can never run even if it reached the DOM as HTML. Data may be fetched from any https host
 * because users import token lists from any https URL or IPFS gateway (spec 000 section 7), and
 * public-chain RPCs and logos live on such hosts; images likewise (token logos from list hosts,
 * EIP-6963 wallet icons as data: URLs).
 */
export function contentSecurityPolicy(options: SecurityHeadersOptions): string {
  const services = [...new Set(options.serviceUrls.flatMap(originsOf))];
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...inlineScriptHashes(options.indexHtml)],
    // Vite emits CSS files, but the chart library (lightweight-charts, /info and /prediction) adds a
    // <style> element for its attribution logo. Inline CSS cannot run script; scripts stay strict.
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", "https:", ...LOOPBACK],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", "https:", "wss:", ...LOOPBACK, ...services],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** Headers every answer carries: no MIME sniffing, no framing, no referrer leaking paths with addresses. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  // Paths hold account and token addresses: RPC, list and logo hosts need not learn them.
  "referrer-policy": "no-referrer",
  "permissions-policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
  "cross-origin-opener-policy": "same-origin",
};

/** Every security header of the app's web server, the CSP included. */
export function securityHeaders(options: SecurityHeadersOptions): Readonly<Record<string, string>> {
  return { ...BASE_SECURITY_HEADERS, "content-security-policy": contentSecurityPolicy(options) };
}

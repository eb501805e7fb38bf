import { describe, expect, it } from "vitest";
import { createTestManifest } from "../chain/createTestManifest.ts";
import { resolveApiUrl } from "./resolveApiUrl.ts";

const LOCAL = "http://127.0.0.1:4000";
const PUBLIC = "https://api.example";

describe("resolveApiUrl", () => {
  it("takes the local API from the deployment, ignoring the build's setting", () => {
    expect(resolveApiUrl(createTestManifest({ services: { apiUrl: LOCAL } }), PUBLIC)).toBe(LOCAL);
  });

  it("has none locally when the stack runs no API", () => {
    expect(resolveApiUrl(createTestManifest(), PUBLIC)).toBeUndefined();
  });

  it("takes the build's VITE_API_URL on the public chains, none when it is unset or empty", () => {
    expect(resolveApiUrl(null, PUBLIC)).toBe(PUBLIC);
    expect(resolveApiUrl(null, "")).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { createTestManifest } from "../chain/createTestManifest.ts";
import { resolveIndexerUrl } from "./resolveIndexerUrl.ts";

const LOCAL = "http://127.0.0.1:42069/graphql";
const PUBLIC = "https://indexer.example/graphql";

describe("resolveIndexerUrl", () => {
  it("takes the local indexer from the deployment, ignoring the build's setting", () => {
    const manifest = createTestManifest({ services: { indexerGraphqlUrl: LOCAL } });
    expect(resolveIndexerUrl(manifest, PUBLIC)).toBe(LOCAL);
  });

  it("has none locally when the stack runs no indexer", () => {
    expect(resolveIndexerUrl(createTestManifest(), PUBLIC)).toBeUndefined();
  });

  it("takes the build's VITE_INDEXER_URL on the public chains, none when it is unset or empty", () => {
    expect(resolveIndexerUrl(null, PUBLIC)).toBe(PUBLIC);
    expect(resolveIndexerUrl(null, "")).toBeUndefined();
    expect(resolveIndexerUrl(null, undefined)).toBeUndefined();
  });
});

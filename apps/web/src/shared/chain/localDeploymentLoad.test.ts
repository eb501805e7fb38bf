import { describe, expect, it, vi } from "vitest";
import { createTestManifest } from "./createTestManifest.ts";
import { settledLocalDeployment, startLocalDeploymentLoad } from "./localDeploymentLoad.ts";

describe("startLocalDeploymentLoad", () => {
  it("fetches the manifest once and remembers the outcome", async () => {
    const manifest = createTestManifest();
    const serve = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(manifest)));
    expect(settledLocalDeployment()).toBeUndefined();

    const first = startLocalDeploymentLoad(serve);
    const second = startLocalDeploymentLoad(serve);

    expect(second).toBe(first);
    await expect(first).resolves.toEqual({ status: "loaded", manifest });
    expect(settledLocalDeployment()).toEqual({ status: "loaded", manifest });
    expect(serve).toHaveBeenCalledTimes(1);
  });
});

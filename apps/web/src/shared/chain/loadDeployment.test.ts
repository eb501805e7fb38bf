import { describe, expect, it } from "vitest";
import { loadDeployment } from "./loadDeployment.ts";
import { createTestManifest } from "./createTestManifest.ts";
import { DeploymentUnavailableError } from "./DeploymentUnavailableError.ts";

function serve(body: string, status = 200): typeof fetch {
  return async () => new Response(body, { status, headers: { "content-type": "application/json" } });
}

describe("loadDeployment", () => {
  it("returns the validated manifest the stack serves", async () => {
    const manifest = createTestManifest();
    await expect(loadDeployment(serve(JSON.stringify(manifest)))).resolves.toEqual(manifest);
  });

  it("explains a missing manifest", async () => {
    await expect(loadDeployment(serve("Not found", 404))).rejects.toThrow(
      new DeploymentUnavailableError("GET /deployment.json answered 404"),
    );
  });

  it("explains an unreachable server", async () => {
    const refuse: typeof fetch = async () => {
      throw new TypeError("Failed to fetch");
    };
    await expect(loadDeployment(refuse)).rejects.toThrow(
      "GET /deployment.json failed: TypeError: Failed to fetch",
    );
  });

  it("rejects a body that is not JSON, such as the app's own index page", async () => {
    await expect(loadDeployment(serve("<!doctype html>"))).rejects.toThrow("/deployment.json is not JSON");
  });

  it("names the field that is wrong in a malformed manifest", async () => {
    const broken = { ...createTestManifest(), rpcUrl: 42 };
    await expect(loadDeployment(serve(JSON.stringify(broken)))).rejects.toThrow("rpcUrl is not a URL");
  });

  it("rejects a manifest for another chain", async () => {
    const other = createTestManifest({ chainId: 1337 });
    await expect(loadDeployment(serve(JSON.stringify(other)))).rejects.toThrow(
      "the manifest is for chain 1337",
    );
  });
});

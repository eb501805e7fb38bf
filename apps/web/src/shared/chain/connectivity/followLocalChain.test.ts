import { describe, expect, it } from "vitest";
import type { Hex } from "viem";
import { createTestManifest } from "../createTestManifest.ts";
import { followLocalChain, startLocalChain } from "./followLocalChain.ts";

const oldGenesis: Hex = `0x${"01".repeat(32)}`;
const newGenesis: Hex = `0x${"02".repeat(32)}`;
const oldManifest = createTestManifest({ genesisHash: oldGenesis });
const newManifest = createTestManifest({ genesisHash: newGenesis, startBlock: 7 });

describe("followLocalChain", () => {
  it("keeps running while the node reports the manifest's genesis hash, in any letter case", () => {
    const running = startLocalChain(oldManifest);
    expect(followLocalChain(running, { type: "genesisObserved", genesisHash: oldGenesis })).toBe(running);
    const upper = `0x${oldGenesis.slice(2).toUpperCase()}` as Hex;
    expect(followLocalChain(running, { type: "genesisObserved", genesisHash: upper })).toBe(running);
  });

  it("waits for the new chain's deployment when the genesis hash changes", () => {
    const restarting = followLocalChain(startLocalChain(oldManifest), {
      type: "genesisObserved",
      genesisHash: newGenesis,
    });
    expect(restarting).toEqual({ status: "restarting", genesisHash: newGenesis, restarts: 0 });
    // The stack still serves the old chain's manifest while it deploys to the new one.
    expect(followLocalChain(restarting, { type: "deploymentLoaded", manifest: oldManifest })).toBe(
      restarting,
    );
    expect(followLocalChain(restarting, { type: "deploymentLoaded", manifest: newManifest })).toEqual({
      status: "running",
      manifest: newManifest,
      genesisHash: newGenesis,
      restarts: 1,
    });
  });

  it("waits for the latest chain when the node restarted again before the deployment came", () => {
    const thirdGenesis: Hex = `0x${"03".repeat(32)}`;
    let state = startLocalChain(oldManifest);
    state = followLocalChain(state, { type: "genesisObserved", genesisHash: newGenesis });
    state = followLocalChain(state, { type: "genesisObserved", genesisHash: thirdGenesis });
    expect(followLocalChain(state, { type: "deploymentLoaded", manifest: newManifest }).status).toBe(
      "restarting",
    );
  });

  it("learns the genesis hash from the node when the manifest has none, and notices a change after", () => {
    const legacy = createTestManifest();
    let state = startLocalChain(legacy);
    state = followLocalChain(state, { type: "genesisObserved", genesisHash: oldGenesis });
    expect(state).toMatchObject({ status: "running", genesisHash: oldGenesis, restarts: 0 });
    state = followLocalChain(state, { type: "genesisObserved", genesisHash: newGenesis });
    expect(state.status).toBe("restarting");
    // Without a recorded genesis hash the fetched manifest cannot be checked: it is taken.
    expect(followLocalChain(state, { type: "deploymentLoaded", manifest: legacy })).toMatchObject({
      status: "running",
      genesisHash: newGenesis,
      restarts: 1,
    });
  });

  it("ignores a manifest loaded while running", () => {
    const running = startLocalChain(oldManifest);
    expect(followLocalChain(running, { type: "deploymentLoaded", manifest: newManifest })).toBe(running);
  });
});

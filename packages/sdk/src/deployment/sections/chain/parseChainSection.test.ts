import { describe, expect, it } from "vitest";
import { parseChainSection } from "./parseChainSection.ts";

const chain = { chainId: 31337, rpcUrl: "http://127.0.0.1:8545", startBlock: 1 };
const genesisHash = `0x${"4e".repeat(32)}`;

describe("parseChainSection", () => {
  it("reads the chain, its endpoint and the start block, and nothing else", () => {
    expect(parseChainSection({ ...chain, contracts: {} })).toEqual(chain);
  });

  it("reads the genesis hash the chain had when the stack deployed to it", () => {
    expect(parseChainSection({ ...chain, genesisHash })).toEqual({ ...chain, genesisHash });
  });

  it.each([
    [{ ...chain, chainId: 0 }, "chainId is not a positive integer"],
    [{ ...chain, rpcUrl: "localhost" }, "rpcUrl is not a URL"],
    [{ ...chain, startBlock: -1 }, "startBlock is not a block number"],
    [{ ...chain, genesisHash: "0x1234" }, "genesisHash is not a block hash"],
    [{ ...chain, genesisHash: null }, "genesisHash is not a block hash"],
  ])("rejects %o", (manifest, message) => {
    expect(() => parseChainSection(manifest)).toThrow(message);
  });
});

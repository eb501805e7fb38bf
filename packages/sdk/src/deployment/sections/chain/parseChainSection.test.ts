import { describe, expect, it } from "vitest";
import { parseChainSection } from "./parseChainSection.ts";

const chain = { chainId: 31337, rpcUrl: "http://127.0.0.1:8545", startBlock: 1 };

describe("parseChainSection", () => {
  it("reads the chain, its endpoint and the start block, and nothing else", () => {
    expect(parseChainSection({ ...chain, contracts: {} })).toEqual(chain);
  });

  it.each([
    [{ ...chain, chainId: 0 }, "chainId is not a positive integer"],
    [{ ...chain, rpcUrl: "localhost" }, "rpcUrl is not a URL"],
    [{ ...chain, startBlock: -1 }, "startBlock is not a block number"],
  ])("rejects %o", (manifest, message) => {
    expect(() => parseChainSection(manifest)).toThrow(message);
  });
});

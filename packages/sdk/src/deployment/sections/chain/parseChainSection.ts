import { readBlockNumber, readHex, readInteger, readUrl } from "../../fieldReaders.ts";
import type { ChainSection } from "./ChainSection.ts";

export function parseChainSection(manifest: Record<string, unknown>): ChainSection {
  return {
    chainId: readInteger(manifest.chainId, "chainId", { min: 1, problem: "is not a positive integer" }),
    rpcUrl: readUrl(manifest.rpcUrl, "rpcUrl"),
    startBlock: readBlockNumber(manifest.startBlock, "startBlock"),
    ...(manifest.genesisHash !== undefined && {
      genesisHash: readHex(manifest.genesisHash, "genesisHash", {
        bytes: 32,
        problem: "is not a block hash",
      }),
    }),
  };
}

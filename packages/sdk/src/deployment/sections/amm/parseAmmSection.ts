import { readAddress, readArray, readFields, readHex } from "../../fieldReaders.ts";
import type { AmmSection, DeployedPair } from "./AmmSection.ts";

function readPair(value: unknown, path: string): DeployedPair {
  return readFields(value, path, { address: readAddress, token0: readAddress, token1: readAddress });
}

export function parseAmmSection(manifest: Record<string, unknown>): AmmSection {
  return {
    contracts: readFields(
      manifest.contracts,
      "contracts",
      {
        wbnb: readAddress,
        cake: readAddress,
        factory: readAddress,
        router: readAddress,
        multicall: readAddress,
        feeCollector: readAddress,
      },
      { problem: "is missing" },
    ),
    initCodePairHash: readHex(manifest.initCodePairHash, "initCodePairHash", {
      bytes: 32,
      problem: "is not a 32-byte hash",
    }),
    pairs: readArray(manifest.pairs, "pairs", readPair),
  };
}

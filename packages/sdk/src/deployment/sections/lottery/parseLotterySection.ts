import { readAddress, readBlockNumber, readFields } from "../../fieldReaders.ts";
import type { LotterySection } from "./LotterySection.ts";

export function parseLotterySection(manifest: Record<string, unknown>): LotterySection {
  const lottery = readFields(
    manifest.lottery,
    "lottery",
    {
      contract: readAddress,
      startBlock: readBlockNumber,
      owner: readAddress,
      operator: readAddress,
      treasury: readAddress,
      injector: readAddress,
    },
    { problem: "is missing" },
  );
  return { lottery };
}

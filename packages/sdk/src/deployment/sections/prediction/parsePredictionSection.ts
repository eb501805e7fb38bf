import { readAddress, readBlockNumber, readFields } from "../../fieldReaders.ts";
import type { PredictionSection } from "./PredictionSection.ts";

export function parsePredictionSection(manifest: Record<string, unknown>): PredictionSection {
  const prediction = readFields(
    manifest.prediction,
    "prediction",
    {
      contract: readAddress,
      priceFeed: readAddress,
      pricePair: readAddress,
      startBlock: readBlockNumber,
      admin: readAddress,
      operator: readAddress,
      oracle: readAddress,
    },
    { problem: "is missing" },
  );
  return { prediction };
}

import { readAddress, readArray, readBlockNumber, readFields, readString } from "../../fieldReaders.ts";
import type { DeployedAuctionBidder, FarmAuctionSection } from "./FarmAuctionSection.ts";

function readBidder(value: unknown, path: string): DeployedAuctionBidder {
  return readFields(value, path, {
    address: readAddress,
    name: (field, fieldPath) =>
      readString(field, fieldPath, { isValid: (text) => text.trim() !== "", problem: "is not a name" }),
  });
}

export function parseFarmAuctionSection(manifest: Record<string, unknown>): FarmAuctionSection {
  const farmAuction = readFields(
    manifest.farmAuction,
    "farmAuction",
    {
      contract: readAddress,
      startBlock: readBlockNumber,
      owner: readAddress,
      operator: readAddress,
      bidders: (field, path) => readArray(field, path, readBidder),
    },
    { problem: "is missing" },
  );
  return { farmAuction };
}

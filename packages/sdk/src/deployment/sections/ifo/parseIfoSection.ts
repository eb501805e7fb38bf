import {
  readAddress,
  readArray,
  readBlockNumber,
  readFields,
  readInteger,
  readString,
} from "../../fieldReaders.ts";
import type { DeployedOffering, IfoSection } from "./IfoSection.ts";

function readVersion(value: unknown, path: string): 1 | 2 {
  return readInteger(value, path, { min: 1, max: 2, problem: "is not 1 or 2" }) === 1 ? 1 : 2;
}

function readOffering(value: unknown, path: string): DeployedOffering {
  return readFields<DeployedOffering>(value, path, {
    id: (field, fieldPath) => readString(field, fieldPath, { isValid: (text) => text.length > 0 }),
    address: readAddress,
    version: readVersion,
    offeringToken: readAddress,
    startBlock: readBlockNumber,
    endBlock: readBlockNumber,
    campaignId: (field, fieldPath) =>
      readInteger(field, fieldPath, { min: 1, problem: "is not a campaign id" }),
  });
}

export function parseIfoSection(manifest: Record<string, unknown>): IfoSection {
  const ifo = readFields(
    manifest.ifo,
    "ifo",
    {
      lpToken: readAddress,
      offerings: (field: unknown, path: string) => readArray(field, path, readOffering, { nonEmpty: true }),
      startBlock: readBlockNumber,
    },
    { problem: "is missing" },
  );
  return { ifo };
}

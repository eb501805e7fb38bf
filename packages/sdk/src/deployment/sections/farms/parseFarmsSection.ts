import {
  readAddress,
  readArray,
  readBoolean,
  readFields,
  readInteger,
  readRecord,
  readString,
} from "../../fieldReaders.ts";
import type { DeployedFarm, FarmsSection } from "./FarmsSection.ts";

function readFarm(value: unknown, path: string, previousPid: number): DeployedFarm {
  return readFields(value, path, {
    pid: (pid, pidPath) =>
      readInteger(pid, pidPath, { min: previousPid + 1, problem: "is not a pid above the previous one" }),
    lpSymbol: (symbol, symbolPath) =>
      readString(symbol, symbolPath, { isValid: (text) => text !== "", problem: "is not a symbol" }),
    lpAddress: readAddress,
    token: readAddress,
    quoteToken: readAddress,
    allocPoint: (points, pointsPath) =>
      readInteger(points, pointsPath, { min: 0, problem: "is not a whole number of points" }),
    isCommunity: readBoolean,
  });
}

export function parseFarmsSection(manifest: Record<string, unknown>): FarmsSection {
  // A missing `staking` is the staking section's error, which runs first.
  const staking = readRecord(manifest.staking, "staking", { problem: "is missing" });
  // Farms start at pid 1: pid 0 is the manual CAKE pool.
  let previousPid = 0;
  const farms = readArray(staking.farms, "staking.farms", (farm, path) => {
    const read = readFarm(farm, path, previousPid);
    previousPid = read.pid;
    return read;
  });
  return { staking: { farms } };
}

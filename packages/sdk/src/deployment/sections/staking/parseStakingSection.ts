import {
  readAddress,
  readArray,
  readBlockNumber,
  readFields,
  readInteger,
  readOneOf,
  readString,
} from "../../fieldReaders.ts";
import { InvalidDeploymentManifestError } from "../../InvalidDeploymentManifestError.ts";
import type { DeployedPool, PoolCategory, StakingSection } from "./StakingSection.ts";

const poolCategories: readonly PoolCategory[] = ["Core", "Community", "Binance", "Auto"];
const unsignedIntegerString = /^(0|[1-9][0-9]*)$/;

// Raw token amounts exceed a JSON number's precision, so they are decimal strings.
function readAmount(value: unknown, path: string): string {
  return readString(value, path, {
    isValid: (text) => unsignedIntegerString.test(text),
    problem: "is not a decimal integer string",
  });
}

function readPool(value: unknown, path: string, previousSousId: number): DeployedPool {
  const pool = readFields(value, path, {
    sousId: (sousId, sousIdPath) =>
      readInteger(sousId, sousIdPath, {
        min: previousSousId + 1,
        problem: "is not a sousId above the previous one",
      }),
    address: readAddress,
    stakingToken: readAddress,
    earningToken: readAddress,
    tokenPerBlock: readAmount,
    startBlock: readBlockNumber,
    // Checked against startBlock below, once that is read.
    endBlock: (endBlock, endBlockPath) =>
      endBlock === null ? null : readBlockNumber(endBlock, endBlockPath),
    stakingLimit: readAmount,
    poolCategory: (category, categoryPath) =>
      readOneOf(category, categoryPath, poolCategories, { problem: "is not a pool category" }),
    sortOrder: readInteger,
  });
  if (pool.endBlock !== null && pool.endBlock <= pool.startBlock) {
    throw new InvalidDeploymentManifestError(`${path}.endBlock is neither null nor after startBlock`);
  }
  return pool;
}

export function parseStakingSection(manifest: Record<string, unknown>): StakingSection {
  let previousSousId = -1;
  const staking = readFields(
    manifest.staking,
    "staking",
    {
      masterChef: readAddress,
      syrup: readAddress,
      cakeVault: readAddress,
      smartChefFactory: readAddress,
      pools: (pools, poolsPath) =>
        readArray(
          pools,
          poolsPath,
          (pool, poolPath) => {
            const read = readPool(pool, poolPath, previousSousId);
            previousSousId = read.sousId;
            return read;
          },
          { nonEmpty: true },
        ),
    },
    { problem: "is missing" },
  );
  if (staking.pools[0]?.sousId !== 0) {
    throw new InvalidDeploymentManifestError("staking.pools[0] is not the manual CAKE pool (sousId 0)");
  }
  return { staking };
}

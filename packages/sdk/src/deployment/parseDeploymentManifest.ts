import { isAddress, isHex } from "viem";
import type { DeploymentManifest, PoolCategory } from "./DeploymentManifest.ts";
import { InvalidDeploymentManifestError } from "./InvalidDeploymentManifestError.ts";

const contractKeys = ["wbnb", "cake", "factory", "router", "multicall", "feeCollector"] as const;
const stakingContractKeys = ["masterChef", "syrup", "cakeVault", "smartChefFactory"] as const;
const poolCategories: readonly unknown[] = ["Core", "Community", "Binance", "Auto"] satisfies PoolCategory[];
const unsignedIntegerString = /^(0|[1-9][0-9]*)$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function requireAddress(value: unknown, field: string): void {
  if (typeof value !== "string" || !isAddress(value, { strict: false })) {
    throw new InvalidDeploymentManifestError(`${field} is not an address`);
  }
}

function isBlockNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
}

function requirePool(pool: unknown, field: string, previousSousId: number): number {
  if (!isRecord(pool)) throw new InvalidDeploymentManifestError(`${field} is not an object`);
  const { sousId } = pool;
  if (!isBlockNumber(sousId) || sousId <= previousSousId) {
    throw new InvalidDeploymentManifestError(`${field}.sousId is not a sousId above the previous one`);
  }
  requireAddress(pool.address, `${field}.address`);
  requireAddress(pool.stakingToken, `${field}.stakingToken`);
  requireAddress(pool.earningToken, `${field}.earningToken`);
  for (const key of ["tokenPerBlock", "stakingLimit"] as const) {
    const amount = pool[key];
    if (typeof amount !== "string" || !unsignedIntegerString.test(amount)) {
      throw new InvalidDeploymentManifestError(`${field}.${key} is not a decimal integer string`);
    }
  }
  if (!isBlockNumber(pool.startBlock)) {
    throw new InvalidDeploymentManifestError(`${field}.startBlock is not a block number`);
  }
  if (pool.endBlock !== null && (!isBlockNumber(pool.endBlock) || pool.endBlock <= pool.startBlock)) {
    throw new InvalidDeploymentManifestError(`${field}.endBlock is neither null nor after startBlock`);
  }
  if (!poolCategories.includes(pool.poolCategory)) {
    throw new InvalidDeploymentManifestError(`${field}.poolCategory is not a pool category`);
  }
  if (typeof pool.sortOrder !== "number" || !Number.isInteger(pool.sortOrder)) {
    throw new InvalidDeploymentManifestError(`${field}.sortOrder is not an integer`);
  }
  return sousId;
}

function requireFarm(farm: unknown, field: string, previousPid: number): number {
  if (!isRecord(farm)) throw new InvalidDeploymentManifestError(`${field} is not an object`);
  const { pid } = farm;
  if (!isBlockNumber(pid) || pid <= previousPid) {
    throw new InvalidDeploymentManifestError(`${field}.pid is not a pid above the previous one`);
  }
  if (typeof farm.lpSymbol !== "string" || farm.lpSymbol === "") {
    throw new InvalidDeploymentManifestError(`${field}.lpSymbol is not a symbol`);
  }
  requireAddress(farm.lpAddress, `${field}.lpAddress`);
  requireAddress(farm.token, `${field}.token`);
  requireAddress(farm.quoteToken, `${field}.quoteToken`);
  if (!isBlockNumber(farm.allocPoint)) {
    throw new InvalidDeploymentManifestError(`${field}.allocPoint is not a whole number of points`);
  }
  if (typeof farm.isCommunity !== "boolean") {
    throw new InvalidDeploymentManifestError(`${field}.isCommunity is not a boolean`);
  }
  return pid;
}

function requireStaking(staking: unknown): void {
  if (!isRecord(staking)) throw new InvalidDeploymentManifestError("staking is missing");
  for (const key of stakingContractKeys) requireAddress(staking[key], `staking.${key}`);
  if (!Array.isArray(staking.pools) || staking.pools.length === 0) {
    throw new InvalidDeploymentManifestError("staking.pools is empty");
  }
  if (!isRecord(staking.pools[0]) || staking.pools[0].sousId !== 0) {
    throw new InvalidDeploymentManifestError("staking.pools[0] is not the manual CAKE pool (sousId 0)");
  }
  staking.pools.reduce<number>(
    (previousSousId, pool: unknown, index) => requirePool(pool, `staking.pools[${index}]`, previousSousId),
    -1,
  );
  if (!Array.isArray(staking.farms)) throw new InvalidDeploymentManifestError("staking.farms is missing");
  // Farms start at pid 1: pid 0 is the manual CAKE pool.
  staking.farms.reduce<number>(
    (previousPid, farm: unknown, index) => requireFarm(farm, `staking.farms[${index}]`, previousPid),
    0,
  );
}

function requireServices(services: unknown): void {
  if (services === undefined) return;
  if (!isRecord(services)) throw new InvalidDeploymentManifestError("services is not an object");
  const { indexerGraphqlUrl } = services;
  if (
    indexerGraphqlUrl !== undefined &&
    (typeof indexerGraphqlUrl !== "string" || !URL.canParse(indexerGraphqlUrl))
  ) {
    throw new InvalidDeploymentManifestError("services.indexerGraphqlUrl is not a URL");
  }
}

/**
 * Checks the shape of a manifest read from disk or fetched by the app, so a stale or hand-edited
 * file fails with the field that is wrong instead of an undefined address deep inside a read.
 */
export function parseDeploymentManifest(value: unknown): DeploymentManifest {
  if (!isRecord(value)) throw new InvalidDeploymentManifestError("manifest is not an object");
  if (typeof value.chainId !== "number" || !Number.isInteger(value.chainId) || value.chainId <= 0) {
    throw new InvalidDeploymentManifestError("chainId is not a positive integer");
  }
  if (typeof value.rpcUrl !== "string" || !URL.canParse(value.rpcUrl)) {
    throw new InvalidDeploymentManifestError("rpcUrl is not a URL");
  }
  if (typeof value.startBlock !== "number" || value.startBlock < 0) {
    throw new InvalidDeploymentManifestError("startBlock is not a block number");
  }
  if (!isRecord(value.contracts)) throw new InvalidDeploymentManifestError("contracts is missing");
  for (const key of contractKeys) requireAddress(value.contracts[key], `contracts.${key}`);
  if (
    typeof value.initCodePairHash !== "string" ||
    !isHex(value.initCodePairHash) ||
    value.initCodePairHash.length !== 66
  ) {
    throw new InvalidDeploymentManifestError("initCodePairHash is not a 32-byte hash");
  }
  if (!Array.isArray(value.tokens) || value.tokens.length === 0) {
    throw new InvalidDeploymentManifestError("tokens is empty");
  }
  value.tokens.forEach((token: unknown, index) => {
    if (!isRecord(token)) throw new InvalidDeploymentManifestError(`tokens[${index}] is not an object`);
    requireAddress(token.address, `tokens[${index}].address`);
    if (typeof token.symbol !== "string" || typeof token.name !== "string") {
      throw new InvalidDeploymentManifestError(`tokens[${index}] lacks a symbol or name`);
    }
    if (
      typeof token.decimals !== "number" ||
      !Number.isInteger(token.decimals) ||
      token.decimals < 0 ||
      token.decimals > 255
    ) {
      throw new InvalidDeploymentManifestError(`tokens[${index}].decimals is out of range`);
    }
  });
  if (!Array.isArray(value.pairs)) throw new InvalidDeploymentManifestError("pairs is missing");
  value.pairs.forEach((pair: unknown, index) => {
    if (!isRecord(pair)) throw new InvalidDeploymentManifestError(`pairs[${index}] is not an object`);
    requireAddress(pair.address, `pairs[${index}].address`);
    requireAddress(pair.token0, `pairs[${index}].token0`);
    requireAddress(pair.token1, `pairs[${index}].token1`);
  });
  if (!Array.isArray(value.blockedAddresses))
    throw new InvalidDeploymentManifestError("blockedAddresses is missing");
  value.blockedAddresses.forEach((address: unknown, index) =>
    requireAddress(address, `blockedAddresses[${index}]`),
  );
  if (!isRecord(value.notices)) throw new InvalidDeploymentManifestError("notices is missing");
  requireAddress(value.notices.feeOnTransferToken, "notices.feeOnTransferToken");
  requireAddress(value.notices.compromisedToken, "notices.compromisedToken");
  requireStaking(value.staking);
  requireServices(value.services);
  return value as unknown as DeploymentManifest;
}

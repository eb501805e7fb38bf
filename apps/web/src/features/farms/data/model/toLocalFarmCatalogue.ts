import type { Address } from "viem";
import type { DeploymentManifest } from "@griddle/sdk";
import { projectLinkOf } from "../../../staking/index.ts";
import type { FarmConfig, FarmToken } from "../../model/Farm.ts";
import { UnknownFarmTokenError } from "./UnknownFarmTokenError.ts";

function toFarmToken(manifest: DeploymentManifest, pid: number, address: Address): FarmToken {
  const lower = address.toLowerCase();
  const token = manifest.tokens.find((candidate) => candidate.address.toLowerCase() === lower);
  if (!token) throw new UnknownFarmTokenError(pid, address);
  return {
    address: token.address,
    symbol: token.symbol,
    decimals: token.decimals,
    projectLink: projectLinkOf(token.symbol),
  };
}

/**
 * The local chain's farms from its deployment, in the deployment's order, with each token's symbol
 * and decimals from the deployment's token list. Throws UnknownFarmTokenError when a farm pairs a
 * token missing from that list.
 */
export function toLocalFarmCatalogue(manifest: DeploymentManifest): readonly FarmConfig[] {
  return manifest.staking.farms.map((farm) => ({
    pid: farm.pid,
    lpSymbol: farm.lpSymbol,
    lpAddress: farm.lpAddress,
    token: toFarmToken(manifest, farm.pid, farm.token),
    quoteToken: toFarmToken(manifest, farm.pid, farm.quoteToken),
    isCommunity: farm.isCommunity,
  }));
}

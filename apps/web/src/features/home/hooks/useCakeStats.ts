import { useMemo } from "react";
import { erc20Abi, type Address } from "viem";
import { masterChefAbi } from "@griddle/sdk";
import { useAppChainConfig, useChainRead, useChainReads } from "../../../shared/chain/index.ts";

/** CAKE sent here can never move again: its balance is the burned supply (spec 000 section 7, Farm reads). */
const BURN_ADDRESS: Address = "0x000000000000000000000000000000000000dEaD";

/** Raw CAKE units; each figure is null while unread or when its call failed. */
export interface CakeStats {
  readonly totalSupply: bigint | null;
  readonly burned: bigint | null;
  /** MasterChef's emission; null on a chain without a known MasterChef. */
  readonly cakePerBlock: bigint | null;
}

/**
 * CAKE's supply figures for the home page's stats, read in the page's batch once per block: total
 * supply, the burn address's balance and MasterChef's CAKE per block.
 */
export function useCakeStats(masterChef: Address | undefined): CakeStats {
  const cake = useAppChainConfig().contracts.cake;
  const supplyCalls = useMemo(
    () =>
      [
        { address: cake, abi: erc20Abi, functionName: "totalSupply" },
        { address: cake, abi: erc20Abi, functionName: "balanceOf", args: [BURN_ADDRESS] },
      ] as const,
    [cake],
  );
  const supply = useChainReads(supplyCalls);
  const emissionCall = useMemo(
    () =>
      masterChef === undefined
        ? undefined
        : ({ address: masterChef, abi: masterChefAbi, functionName: "cakePerBlock" } as const),
    [masterChef],
  );
  const emission = useChainRead(emissionCall);

  const [totalSupply = null, burned = null] = supply.data ?? [];
  const cakePerBlock = emission.data ?? null;
  return useMemo(() => ({ totalSupply, burned, cakePerBlock }), [totalSupply, burned, cakePerBlock]);
}

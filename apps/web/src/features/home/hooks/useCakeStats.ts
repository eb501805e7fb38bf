import { useMemo } from "react";
import { erc20Abi } from "viem";
import { masterChefAbi } from "@griddle/sdk";
import { BURN_ADDRESS, useAppChainConfig, useChainRead, useChainReads } from "../../../shared/chain/index.ts";

/** Raw CAKE units; each figure is null while unread or when its call failed. */
export interface CakeStats {
  readonly totalSupply: bigint | null;
  readonly burned: bigint | null;
  /** MasterChef's emission. */
  readonly cakePerBlock: bigint | null;
}

/**
 * CAKE's supply figures for the home page's stats, read in the page's batch once per block: total
 * supply, the burn address's balance and MasterChef's CAKE per block.
 */
export function useCakeStats(): CakeStats {
  const { cake, masterChef } = useAppChainConfig().contracts;
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
    () => ({ address: masterChef, abi: masterChefAbi, functionName: "cakePerBlock" }) as const,
    [masterChef],
  );
  const emission = useChainRead(emissionCall);

  const [totalSupply = null, burned = null] = supply.data ?? [];
  const cakePerBlock = emission.data ?? null;
  return useMemo(() => ({ totalSupply, burned, cakePerBlock }), [totalSupply, burned, cakePerBlock]);
}

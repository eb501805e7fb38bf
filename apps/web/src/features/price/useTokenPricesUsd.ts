import { useEffect, useMemo } from "react";
import { griddlePairAbi } from "@griddle/sdk";
import { useAppChain, useAppChainConfig, useChainReads, useCurrentBlock } from "../../shared/chain/index.ts";
import type { PricedToken } from "./model/PriceBases.ts";
import { computeTokenPricesUsd } from "./model/computeTokenPricesUsd.ts";
import { planTokenPrices } from "./model/planTokenPrices.ts";
import { usePriceBases } from "./usePriceBases.ts";

/**
 * Each token's price in US dollars from pair reserves, in the order given: BUSD is $1, WBNB is priced
 * in BUSD, CAKE through BUSD or WBNB, and any other token through its deepest BUSD, WBNB or CAKE pair.
 * Null until the reserves first answer and where no pair with liquidity exists. The reserves join the
 * page's batched read once per block. Pass a memoized array.
 */
export function useTokenPricesUsd(tokens: readonly PricedToken[]): readonly (number | null)[] {
  const chainId = useAppChain().id;
  const { contracts, pairInitCodeHash } = useAppChainConfig();
  const bases = usePriceBases();
  // The plan's pair addresses cost three keccak256 hashes each: they wait, as the reads do, for the
  // first block, which the app follows only once it has painted.
  const chainFollowed = useCurrentBlock() !== undefined;
  const plan = useMemo(
    () =>
      bases === null || !chainFollowed
        ? null
        : planTokenPrices(
            tokens,
            bases,
            { factory: contracts.factory, initCodeHash: pairInitCodeHash },
            chainId,
          ),
    [tokens, bases, chainFollowed, contracts.factory, pairInitCodeHash, chainId],
  );
  const reads = useMemo(
    () =>
      (plan?.pairs ?? []).map(
        (address) => ({ address, abi: griddlePairAbi, functionName: "getReserves" }) as const,
      ),
    [plan],
  );
  const { data, error } = useChainReads(reads, { enabled: plan !== null });

  useEffect(() => {
    if (error) console.error("Reading the pairs that price tokens failed", error);
  }, [error]);

  return useMemo(() => {
    if (plan === null || data === undefined) return tokens.map(() => null);
    return computeTokenPricesUsd(
      plan,
      data.map((reserves) => (reserves ? ([reserves[0], reserves[1]] as const) : null)),
    );
  }, [plan, data, tokens]);
}

import { useMemo } from "react";
import { usePriceBases } from "./usePriceBases.ts";
import { useTokenPricesUsd } from "./useTokenPricesUsd.ts";

/**
 * CAKE's price in US dollars from pair reserves (its BUSD pair or its WBNB pair times WBNB-BUSD,
 * whichever is deeper), read with the page's other reads once per block. Null until the first read
 * answers, when no such pair has liquidity, and on a chain without BUSD.
 */
export function useCakePriceUsd(): number | null {
  const bases = usePriceBases();
  const tokens = useMemo(() => (bases === null ? [] : [bases.cake]), [bases]);
  const [price] = useTokenPricesUsd(tokens);
  return price ?? null;
}

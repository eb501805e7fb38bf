import type { PoolToken } from "../../model/Pool.ts";

/** Where 'Buy %symbol%' and 'Get %symbol%' lead: the swap screen with the token as output (BNB as itself). */
export function buildGetTokenHref(token: Pick<PoolToken, "address">, isNative: boolean): string {
  return `/swap?outputCurrency=${isNative ? "BNB" : token.address}`;
}

import { CAKE_DECIMALS } from "../../../shared/chain/index.ts";
import { formatTokenAmount } from "../../../shared/format/index.ts";

/** CAKE amounts on the auction screen: bids are whole multiples of 10, so no decimals unless there are some. */
export function formatCake(raw: bigint, locale: string): string {
  return formatTokenAmount(raw, CAKE_DECIMALS, locale, 2);
}

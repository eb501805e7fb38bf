import type { Currency, Trade, TradeType } from "@griddle/sdk";

/** A trade between any two currencies, exact in or exact out: what the swap screen works with. */
export type AnyTrade = Trade<Currency, Currency, TradeType>;

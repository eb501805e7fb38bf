import type { NativeCurrency } from "./NativeCurrency.ts";
import type { Token } from "./Token.ts";

/** What a user holds and trades: an ERC20 token or the chain's native coin. */
export type Currency = Token | NativeCurrency;

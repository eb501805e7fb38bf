import type { Currency } from "./Currency.ts";
import { InvalidCurrencyError } from "./InvalidCurrencyError.ts";
import type { Token } from "./Token.ts";

/** The chain's native coin, BNB, which trades through its wrapped token. */
export class NativeCurrency {
  readonly isNative = true;
  readonly isToken = false;
  readonly chainId: number;
  readonly decimals = 18;
  readonly symbol = "BNB";
  readonly name = "BNB";
  /** The chain's WBNB: pairs hold it in place of BNB. */
  readonly wrapped: Token;

  constructor(chainId: number, wrapped: Token) {
    if (wrapped.chainId !== chainId) throw new InvalidCurrencyError();
    this.chainId = chainId;
    this.wrapped = wrapped;
  }

  equals(other: Currency): boolean {
    return other.isNative && other.chainId === this.chainId;
  }
}

import { getAddress, type Address } from "viem";
import type { Currency } from "./Currency.ts";
import { InvalidCurrencyError } from "./InvalidCurrencyError.ts";

/** An ERC20 token on one chain, identified by its chain id and address. */
export class Token {
  readonly isToken = true;
  readonly isNative = false;
  readonly chainId: number;
  /** Checksummed, so two tokens are equal exactly when their addresses are equal strings. */
  readonly address: Address;
  readonly decimals: number;
  readonly symbol: string;
  readonly name: string;

  constructor(chainId: number, address: string, decimals: number, symbol: string, name: string) {
    if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) throw new InvalidCurrencyError();
    this.chainId = chainId;
    this.address = getAddress(address);
    this.decimals = decimals;
    this.symbol = symbol;
    this.name = name;
  }

  equals(other: Currency): boolean {
    return other.isToken && this.chainId === other.chainId && this.address === other.address;
  }

  /** Whether this token is the pair's token0 next to `other`, as the factory orders them. */
  sortsBefore(other: Token): boolean {
    return this.address.toLowerCase() < other.address.toLowerCase();
  }

  get wrapped(): Token {
    return this;
  }
}

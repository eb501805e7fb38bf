import type { Address } from "viem";
import { CurrencyAmount, Pair, Token } from "@griddle/sdk";
import { WBNB, CAKE, BUSD, USDC, BNB, amountOf } from "../../../shared/testing/mainnetTokens.ts";

// Unit-test fixtures: tokens on chain 56 and pools with round reserves, so expected amounts can be
// worked out by hand with the router's formula (amountIn × 9975 × reserveOut / (reserveIn × 10000 + …)).

export const ACCOUNT: Address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

const E18 = 10n ** 18n;

function pair(tokenA: Token, amountA: bigint, tokenB: Token, amountB: bigint, address: string): Pair {
  return new Pair(
    CurrencyAmount.fromRawAmount(tokenA, amountA),
    CurrencyAmount.fromRawAmount(tokenB, amountB),
    address as `0x${string}`,
  );
}

/** 1,000 WBNB : 600,000 BUSD (1 BNB = 600 BUSD). */
export const WBNB_BUSD = pair(
  WBNB,
  1_000n * E18,
  BUSD,
  600_000n * E18,
  "0x58F876857a02D6762E0101bb5C46A8c1ED44Dc16",
);
/** 1,000 WBNB : 240,000 CAKE (1 BNB = 240 CAKE). */
export const CAKE_WBNB = pair(
  CAKE,
  240_000n * E18,
  WBNB,
  1_000n * E18,
  "0x0eD7e52944161450477ee417DE9Cd3a859b14fD0",
);
/** 1,000,000 BUSD : 1,000,000 USDC. */
export const BUSD_USDC = pair(
  BUSD,
  1_000_000n * E18,
  USDC,
  1_000_000n * 10n ** 6n,
  "0x2354ef4DF11afacb85a5C7f98B624072ECcddbB1",
);

export { WBNB, CAKE, BUSD, USDC, BNB, amountOf };

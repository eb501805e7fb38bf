import type { Address } from "viem";
import { Pair } from "@griddle/sdk";
import { WBNB, CAKE, USDC, BNB, amountOf } from "../../../shared/testing/mainnetTokens.ts";

// Unit-test fixtures: mainnet tokens (chain 56) and pools with round reserves, so the expected
// amounts can be worked out by hand.

export const ACCOUNT: Address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
export const ROUTER: Address = "0x10ED43C718714eb63d5aA57B78B54704E256024E";

export const E18 = 10n ** 18n;

/** 240,000 CAKE : 1,000 WBNB (1 BNB = 240 CAKE). */
export const CAKE_WBNB = new Pair(
  amountOf(CAKE, 240_000n),
  amountOf(WBNB, 1_000n),
  "0x0eD7e52944161450477ee417DE9Cd3a859b14fD0",
);

/** 1,000 WBNB : 600,000 USDC (6 decimals). */
export const WBNB_USDC = new Pair(
  amountOf(WBNB, 1_000n),
  amountOf(USDC, 600_000n),
  "0x16b9a82891338f9bA80E2D6970FddA79D1eb0daE",
);

export { WBNB, CAKE, USDC, BNB, amountOf };

import { CurrencyAmount } from "../amm/CurrencyAmount.ts";
import { NativeCurrency } from "../amm/NativeCurrency.ts";
import { Pair } from "../amm/Pair.ts";
import { Token } from "../amm/Token.ts";
import { createRandom, type Random } from "./createRandom.ts";
import { PANCAKE_DEPLOYMENT, PANCAKE_WBNB_ADDRESS, TEST_CHAIN_ID } from "./generateMarket.ts";
import { randomAddress } from "./randomAddress.ts";

export interface RandomGraph {
  readonly native: NativeCurrency;
  /** WBNB first. */
  readonly tokens: readonly Token[];
  readonly pairs: readonly Pair[];
}

export interface RandomGraphShape {
  readonly tokenCount: number;
  readonly pairCount: number;
  /** Reserves get from `minReserveDigits` to `maxReserveDigits` decimal digits. */
  readonly minReserveDigits: number;
  readonly maxReserveDigits: number;
  /** Every reserve the same: equal outputs everywhere, so only the tie-breakers order the routes. */
  readonly equalReserves?: boolean;
}

const DECIMALS = [6, 8, 9, 18] as const;
const WBNB = new Token(TEST_CHAIN_ID, PANCAKE_WBNB_ADDRESS, 18, "WBNB", "Wrapped BNB");
// Graphs draw from one pool of tokens: the published SDK copies its whole pair-address cache for every new
// pair, which grows quadratically over thousands of distinct pairs.
const poolRandom = createRandom(1);
const TOKEN_POOL = Array.from(
  { length: 24 },
  (_, i) =>
    new Token(
      TEST_CHAIN_ID,
      randomAddress(poolRandom),
      DECIMALS[i % DECIMALS.length] as number,
      `T${i}`,
      `Token ${i}`,
    ),
);

/**
 * WBNB and `tokenCount - 1` tokens of 6, 8, 9 or 18 decimals joined by random pairs, at most one per token
 * pair; at most 25 tokens.
 */
export function generateRandomGraph(random: Random, shape: RandomGraphShape): RandomGraph {
  const pool = [...TOKEN_POOL];
  const tokens = [WBNB];
  while (tokens.length < Math.min(shape.tokenCount, TOKEN_POOL.length + 1)) {
    tokens.push(pool.splice(random.int(pool.length), 1)[0] as Token);
  }
  const sharedReserve = random.logUniform(shape.minReserveDigits, shape.maxReserveDigits);
  const reserve = () =>
    shape.equalReserves ? sharedReserve : random.logUniform(shape.minReserveDigits, shape.maxReserveDigits);
  const pairs: Pair[] = [];
  const taken = new Set<string>();
  const maxPairs = (tokens.length * (tokens.length - 1)) / 2;
  while (pairs.length < Math.min(shape.pairCount, maxPairs)) {
    const a = random.pick(tokens);
    const b = random.pick(tokens);
    const key = [a.address, b.address].sort().join();
    if (a.equals(b) || taken.has(key)) continue;
    taken.add(key);
    pairs.push(
      new Pair(
        CurrencyAmount.fromRawAmount(a, reserve()),
        CurrencyAmount.fromRawAmount(b, reserve()),
        Pair.getAddress(a, b, PANCAKE_DEPLOYMENT),
      ),
    );
  }
  return { native: new NativeCurrency(TEST_CHAIN_ID, WBNB), tokens, pairs };
}

import type { Address, Hex } from "viem";
import { CurrencyAmount } from "../amm/CurrencyAmount.ts";
import { NativeCurrency } from "../amm/NativeCurrency.ts";
import { Pair } from "../amm/Pair.ts";
import { Token } from "../amm/Token.ts";
import type { Random } from "./createRandom.ts";
import { randomAddress } from "./randomAddress.ts";

/**
 * PancakeSwap's BSC deployment: our pairs get the addresses the published SDK computes for the same
 * tokens, so results compare pair by pair.
 */
export const PANCAKE_DEPLOYMENT = {
  factory: "0xcA143Ce32Fe78f1f7019d7d551a6402fC5350c73" as Address,
  initCodeHash: "0x00fb7f630766e6a796048ea87d01acd3068e8ff67d078148a3fa3f4a84f69bd5" as Hex,
};
/** BSC's WBNB, which the published SDK wraps BNB into. */
export const PANCAKE_WBNB_ADDRESS: Address = "0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c";
export const TEST_CHAIN_ID = 31337;

export interface Market {
  readonly native: NativeCurrency;
  readonly tokens: readonly Token[];
  readonly pairs: readonly Pair[];
  /** Dollar price of one whole unit, by token address. */
  readonly usdPrice: ReadonlyMap<Address, number>;
}

const HUBS = [
  ["BUSD", 18, 1],
  ["USDT", 18, 1],
  ["USDC", 6, 1],
  ["CAKE", 18, 2.5],
  ["ETH", 18, 3000],
  ["BTCB", 8, 60_000],
] as const;
const TAIL_DECIMALS = [18, 18, 18, 18, 9, 8, 6] as const;

// Besides WBNB against every hub: the stablecoin triangle and the big tokens against BUSD.
const HUB_PAIRS = [
  ["BUSD", "USDT"],
  ["BUSD", "USDC"],
  ["USDT", "USDC"],
  ["CAKE", "BUSD"],
  ["ETH", "BUSD"],
  ["BTCB", "BUSD"],
] as const;

/**
 * A market shaped like a real one: WBNB paired with every hub token and the hubs with each other, a long
 * tail of tokens each paired with a hub (mostly WBNB, BUSD or USDT), and random extra pairs; reserves within
 * a few percent of each token's dollar price, with $10k to $10M a side.
 */
export function generateMarket(random: Random, pairCount: number): Market {
  const wbnb = new Token(TEST_CHAIN_ID, PANCAKE_WBNB_ADDRESS, 18, "WBNB", "Wrapped BNB");
  const usdPrice = new Map<Address, number>([[wbnb.address, 600]]);
  const hubs = [wbnb];
  for (const [symbol, decimals, price] of HUBS) {
    const token = new Token(TEST_CHAIN_ID, randomAddress(random), decimals, symbol, symbol);
    hubs.push(token);
    usdPrice.set(token.address, price);
  }
  const hub = (symbol: string) => hubs.find((token) => token.symbol === symbol) as Token;
  const hubPairCount = hubs.length - 1 + HUB_PAIRS.length;
  const tail: Token[] = [];
  for (let i = 0; i < Math.max(2, Math.round((pairCount - hubPairCount) * 0.3)); i++) {
    const token = new Token(
      TEST_CHAIN_ID,
      randomAddress(random),
      random.pick(TAIL_DECIMALS),
      `T${i}`,
      `Tail ${i}`,
    );
    tail.push(token);
    usdPrice.set(token.address, 10 ** (random.next() * 8 - 4));
  }
  const pairs: Pair[] = [];
  const taken = new Set<string>();
  const addPair = (a: Token, b: Token) => {
    const key = [a.address, b.address].sort().join();
    if (a.equals(b) || taken.has(key) || pairs.length >= pairCount) return;
    taken.add(key);
    const usdPerSide = 10 ** (4 + random.next() * 3);
    const reserve = (token: Token) => {
      const whole = (usdPerSide / (usdPrice.get(token.address) as number)) * (0.97 + random.next() * 0.06);
      const raw = BigInt(Math.floor(whole * 1e6)) * 10n ** BigInt(token.decimals);
      return CurrencyAmount.fromRawAmount(token, raw / 1_000_000n + 1n);
    };
    pairs.push(new Pair(reserve(a), reserve(b), Pair.getAddress(a, b, PANCAKE_DEPLOYMENT)));
  };
  hubs.slice(1).forEach((token) => addPair(wbnb, token));
  for (const [a, b] of HUB_PAIRS) addPair(hub(a), hub(b));
  const popularHubs = [wbnb, hub("BUSD"), hub("USDT")];
  for (const token of tail) addPair(token, random.pick(random.next() < 0.6 ? popularHubs : hubs));
  const tokens = [...hubs, ...tail];
  for (let attempts = 0; pairs.length < pairCount && attempts < pairCount * 20; attempts++) {
    addPair(random.pick(tail), random.next() < 0.5 ? random.pick(hubs) : random.pick(tail));
  }
  // A pair list comes from the app in no particular order; shuffle so hub pairs are not all first.
  for (let i = pairs.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [pairs[i], pairs[j]] = [pairs[j] as Pair, pairs[i] as Pair];
  }
  return { native: new NativeCurrency(TEST_CHAIN_ID, wbnb), tokens, pairs, usdPrice };
}

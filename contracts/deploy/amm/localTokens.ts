/** Symbols of the local default token list, in list order. */
export type LocalTokenSymbol =
  | "WBNB"
  | "CAKE"
  | "BUSD"
  | "USDT"
  | "USDC"
  | "ETH"
  | "BTCB"
  | "DOGE"
  | "SAFEMOON"
  | "BONDLY"
  | "DOT"
  | "LINK"
  | "UNI"
  | "TWT";

/**
 * Which contract a token is: WBNB, the owner-mintable CAKE, the fee-on-transfer reflection token or a
 * plain fixed-supply BEP20Token.
 */
export type LocalTokenKind = "wrappedNative" | "cake" | "reflection" | "plain";

export interface LocalTokenDefinition {
  readonly symbol: LocalTokenSymbol;
  readonly name: string;
  readonly decimals: number;
  readonly kind: LocalTokenKind;
  /** Dollar price the seeded pools are set to, as a decimal string. */
  readonly usdPrice: string;
  /** Whole tokens created for the deployer (nothing for WBNB, which is wrapped from BNB). */
  readonly supply: bigint;
  /** Whole tokens each seeded dev account receives, about $20k-$90k worth. */
  readonly seedAmount: bigint;
}

/**
 * The local default token list (spec 000 section 3: 14 tokens, one with 9 decimals). The order is the
 * list order of the manifest and, after WBNB, the deployment order, so it must never be reshuffled:
 * contract addresses derive from it.
 */
export const LOCAL_TOKENS: readonly LocalTokenDefinition[] = [
  {
    symbol: "WBNB",
    name: "Wrapped BNB",
    decimals: 18,
    kind: "wrappedNative",
    usdPrice: "600",
    supply: 0n,
    seedAmount: 0n,
  },
  {
    symbol: "CAKE",
    name: "CAKE Token",
    decimals: 18,
    kind: "cake",
    usdPrice: "2.5",
    // The deployer keeps what the seed leaves, and the end-to-end suite funds its accounts from it:
    // with 1,000,000 it ran dry before the lottery's tests (whose 1,001-ticket account takes 19,900).
    supply: 2_000_000n,
    seedAmount: 20_000n,
  },
  {
    symbol: "BUSD",
    name: "Binance USD",
    decimals: 18,
    kind: "plain",
    usdPrice: "1",
    supply: 100_000_000n,
    seedAmount: 50_000n,
  },
  {
    symbol: "USDT",
    name: "Tether USD",
    decimals: 18,
    kind: "plain",
    usdPrice: "1",
    supply: 100_000_000n,
    seedAmount: 50_000n,
  },
  {
    symbol: "USDC",
    name: "USD Coin",
    decimals: 6,
    kind: "plain",
    usdPrice: "1",
    supply: 100_000_000n,
    seedAmount: 50_000n,
  },
  {
    symbol: "ETH",
    name: "Ethereum Token",
    decimals: 18,
    kind: "plain",
    usdPrice: "3000",
    supply: 100_000n,
    seedAmount: 20n,
  },
  {
    symbol: "BTCB",
    name: "BTCB Token",
    decimals: 8,
    kind: "plain",
    usdPrice: "90000",
    supply: 21_000n,
    seedAmount: 1n,
  },
  {
    symbol: "DOGE",
    name: "Dogecoin",
    decimals: 8,
    kind: "plain",
    usdPrice: "0.15",
    supply: 1_000_000_000n,
    seedAmount: 300_000n,
  },
  {
    symbol: "SAFEMOON",
    name: "SafeMoon",
    decimals: 9,
    kind: "reflection",
    usdPrice: "0.000002",
    supply: 1_000_000_000_000_000n,
    seedAmount: 10_000_000_000n,
  },
  {
    symbol: "BONDLY",
    name: "Bondly",
    decimals: 18,
    kind: "plain",
    usdPrice: "0.05",
    supply: 100_000_000n,
    seedAmount: 1_000_000n,
  },
  {
    symbol: "DOT",
    name: "Polkadot Token",
    decimals: 18,
    kind: "plain",
    usdPrice: "5",
    supply: 10_000_000n,
    seedAmount: 10_000n,
  },
  {
    symbol: "LINK",
    name: "ChainLink Token",
    decimals: 18,
    kind: "plain",
    usdPrice: "15",
    supply: 10_000_000n,
    seedAmount: 3_000n,
  },
  {
    symbol: "UNI",
    name: "Uniswap",
    decimals: 18,
    kind: "plain",
    usdPrice: "8",
    supply: 10_000_000n,
    seedAmount: 6_000n,
  },
  {
    symbol: "TWT",
    name: "Trust Wallet",
    decimals: 18,
    kind: "plain",
    usdPrice: "1.2",
    supply: 1_000_000_000n,
    seedAmount: 40_000n,
  },
];

/** The token the swap screen warns takes a 10% transfer fee (spec 000 section 2, Swap notices). */
export const FEE_ON_TRANSFER_SYMBOL: LocalTokenSymbol = "SAFEMOON";

/** The token the swap screen flags as compromised. */
export const COMPROMISED_SYMBOL: LocalTokenSymbol = "BONDLY";

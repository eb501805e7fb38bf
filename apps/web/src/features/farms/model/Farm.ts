import type { Address } from "viem";

/** A token of a farm's pair (spec 000 section 3, Farm: token / quoteToken). */
export interface FarmToken {
  readonly address: Address;
  readonly symbol: string;
  readonly decimals: number;
  /** The token's project site; empty when unknown. */
  readonly projectLink: string;
}

/** One catalogued farm: from the deployment on the local chain, from config on 56 and 97. */
export interface FarmConfig {
  /** MasterChef pool id; farms start at 1 (0 is the manual CAKE pool). */
  readonly pid: number;
  /** As catalogued, e.g. 'CAKE-BNB LP'. */
  readonly lpSymbol: string;
  /** The pair, whose LP token the farm stakes (18 decimals, as every pair's). */
  readonly lpAddress: Address;
  /** The non-quote side of the pair. */
  readonly token: FarmToken;
  /** WBNB, BUSD, USDT, ... or CAKE for community farms. */
  readonly quoteToken: FarmToken;
  readonly isCommunity: boolean;
}

/** A farm token with its price: PancakeSwap's token.busdPrice / quoteToken.busdPrice. */
export interface PricedFarmToken extends FarmToken {
  /** US dollars per whole token; null when no priced pair exists. */
  readonly busdPrice: number | null;
}

/**
 * What every visitor sees, read in the page's one batch per block (spec 000 section 3, runtime fields).
 * Amounts named `...Mc`, `...Total` and `lpTotalInQuoteToken` are whole tokens as floats, as PancakeSwap
 * derives them: for display and APR only, never for transaction amounts.
 */
export interface FarmPublicData {
  readonly token: PricedFarmToken;
  readonly quoteToken: PricedFarmToken;
  /** The share of the pair's token reserve that LP staked in MasterChef stands for. */
  readonly tokenAmountMc: number;
  readonly quoteTokenAmountMc: number;
  /** The pair's whole reserves. */
  readonly tokenAmountTotal: number;
  readonly quoteTokenAmountTotal: number;
  /** Raw LP supply of the pair. */
  readonly lpTotalSupply: bigint;
  /** Raw LP held by MasterChef: what is staked in the farm. */
  readonly lpStaked: bigint;
  /** The staked LP valued in quote token: twice its quote-token side. */
  readonly lpTotalInQuoteToken: number;
  /** Quote tokens per token from the pair's balances; 0 when the pair holds no token. */
  readonly tokenPriceVsQuote: number;
  readonly allocPoint: number;
  /** allocPoint / totalAllocPoint, 0 to 1. */
  readonly poolWeight: number;
  /** allocPoint / 100 as text, e.g. '40X' ('0X' for finished farms). */
  readonly multiplier: string;
  /** US dollars of LP staked in MasterChef; null when the quote token has no price. */
  readonly liquidityUsd: number | null;
  /** US dollars per whole LP token (for the ROI calculator and staked values); null when unknown. */
  readonly lpTokenPriceUsd: number | null;
  /** Base APR from CAKE rewards, percent per year; null when not finite (no liquidity or price). */
  readonly apr: number | null;
  /** APR from the pair's 0.17% LP trading fees, percent per year; null when the indexer is unavailable. */
  readonly lpRewardsApr: number | null;
  /** apr + lpRewardsApr (the base APR alone without LP rewards); null when apr is null. */
  readonly totalApr: number | null;
  /** True when the farm's allocation is 0: it no longer earns CAKE. */
  readonly isFinished: boolean;
}

/** The connected account's position in a farm (spec 000 section 3, Farm userData); raw units. */
export interface FarmUserData {
  /** The LP token's allowance to MasterChef. */
  readonly allowance: bigint;
  /** LP tokens in the wallet. */
  readonly tokenBalance: bigint;
  /** LP tokens staked in the farm. */
  readonly stakedBalance: bigint;
  /** Pending CAKE (18 decimals). */
  readonly earnings: bigint;
}

export interface Farm extends Omit<FarmConfig, "token" | "quoteToken">, FarmPublicData {
  /** Undefined without an account or until the account's reads first answer. */
  readonly userData: FarmUserData | undefined;
}

import type { Address, WatchAssetParams } from "viem";

/** A token the wallet can be asked to track after a transaction that involves it. */
export interface WatchableToken {
  readonly address: Address;
  readonly symbol: string;
  readonly decimals: number;
}

/**
 * The wallet_watchAsset request for `token` (spec 000 section 7: image at
 * /images/tokens/{address}.png). The wallet fetches the image itself, so its URL must be absolute.
 */
export function buildWatchAssetParameters(token: WatchableToken, origin: string): WatchAssetParams {
  return {
    type: "ERC20",
    options: {
      address: token.address,
      symbol: token.symbol,
      decimals: token.decimals,
      image: new URL(`/images/tokens/${token.address}.png`, origin).toString(),
    },
  };
}

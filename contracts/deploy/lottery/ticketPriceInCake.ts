import { TICKET_PRICE_STEP } from "./localLottery.ts";

/** Reserves of the pairs that price CAKE in dollars, every token with 18 decimals. */
export interface CakePriceReserves {
  /** The CAKE-WBNB pair: CAKE's price in BNB. */
  readonly cakeInCakePair: bigint;
  readonly wbnbInCakePair: bigint;
  /** The WBNB-BUSD pair: BNB's price in dollars. */
  readonly wbnbInBusdPair: bigint;
  readonly busdInBusdPair: bigint;
}

/**
 * CAKE worth `usd` dollars at the pairs' prices, rounded down to TICKET_PRICE_STEP: CAKE is priced
 * through BNB as the app and the indexer price it (CAKE in BNB from the CAKE-WBNB pair, BNB in dollars
 * from the WBNB-BUSD pair).
 */
export function ticketPriceInCake(usd: bigint, reserves: CakePriceReserves): bigint {
  const { cakeInCakePair, wbnbInCakePair, wbnbInBusdPair, busdInBusdPair } = reserves;
  if (wbnbInCakePair === 0n || busdInBusdPair === 0n) throw new RangeError("A pair pricing CAKE is empty");
  const cake = (usd * 10n ** 18n * cakeInCakePair * wbnbInBusdPair) / (wbnbInCakePair * busdInBusdPair);
  return cake - (cake % TICKET_PRICE_STEP);
}

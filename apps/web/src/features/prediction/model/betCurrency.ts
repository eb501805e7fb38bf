/** Bets, pots and payouts are in the chain's native coin, BNB, of 18 decimals. */
export const BET_SYMBOL = "BNB";
export const BET_DECIMALS = 18;

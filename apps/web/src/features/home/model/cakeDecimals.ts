/** CAKE has 18 decimals on BNB Smart Chain, its testnet and the local deployment alike. */
export const CAKE_DECIMALS = 18;

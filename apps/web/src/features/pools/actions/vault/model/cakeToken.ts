/** The vault stakes and earns CAKE, whose symbol and decimals its screens show. */
export const CAKE_SYMBOL = "CAKE";
export const CAKE_DECIMALS = 18;

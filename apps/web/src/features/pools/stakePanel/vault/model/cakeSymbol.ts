/** The vault stakes and earns CAKE, whose symbol its screens show. */
export const CAKE_SYMBOL = "CAKE";

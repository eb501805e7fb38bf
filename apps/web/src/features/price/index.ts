export { useCakePriceUsd } from "./useCakePriceUsd.ts";
export { useTokenPricesUsd } from "./useTokenPricesUsd.ts";
export type { PricedToken } from "./model/PriceBases.ts";

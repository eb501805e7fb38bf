export { formatUsdPrice } from "./formatUsdPrice.ts";
export { formatDecimal } from "./formatDecimal.ts";

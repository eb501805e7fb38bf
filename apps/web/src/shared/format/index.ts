export { formatUsdPrice } from "./formatUsdPrice.ts";

export { formatUsdPrice } from "./formatUsdPrice.ts";
export { formatDecimal } from "./formatDecimal.ts";
export { formatDecimalString } from "./formatDecimalString.ts";
export { formatNumber } from "./formatNumber.ts";
export { localizeDecimalString } from "./localizeDecimalString.ts";
export { localizeDecimalData } from "./localizeDecimalData.ts";

export { formatUsdPrice } from "./formatUsdPrice.ts";
export { formatDecimal } from "./formatDecimal.ts";
export { formatDecimalString } from "./formatDecimalString.ts";
export { createNumberFormat } from "./createNumberFormat.ts";
export { localizeDecimalString } from "./localizeDecimalString.ts";
export { localizeDecimalData } from "./localizeDecimalData.ts";

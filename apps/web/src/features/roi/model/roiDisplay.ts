import { formatNumber } from "../../../shared/format/index.ts";

/** Above this many dollars the ROI shows without cents (spec 000 section 9, ROI display). */
const NO_DECIMALS_ABOVE_USD = 1_000_000;

/** The ROI in US dollars, without the '$': 2 decimals, none above 1,000,000. */
export function formatRoiUsd(roiUsd: number, locale: string): string {
  const decimals = roiUsd > NO_DECIMALS_ABOVE_USD ? 0 : 2;
  return formatNumber(roiUsd, locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** The ROI in earning tokens, at most at the precision it was rounded to (see roiTokenDecimals). */
export function formatRoiTokens(roiTokens: number, decimals: number, locale: string): string {
  return formatNumber(roiTokens, locale, { minimumFractionDigits: 0, maximumFractionDigits: decimals });
}

/** A percentage (ROI, APR, APY) without the '%', always with 2 decimals. */
export function formatRoiPercentage(percentage: number, locale: string): string {
  return formatNumber(percentage, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

import { createNumberFormat } from "../../../shared/format/index.ts";

/** Above this many dollars the ROI shows without cents (spec 000 section 9, ROI display). */
const NO_DECIMALS_ABOVE_USD = 1_000_000;

function formatNumber(
  value: number,
  locale: string,
  minimumFractionDigits: number,
  maximumFractionDigits: number,
): string {
  return createNumberFormat(locale, { minimumFractionDigits, maximumFractionDigits }).format(value);
}

/** The ROI in US dollars, without the '$': 2 decimals, none above 1,000,000. */
export function formatRoiUsd(roiUsd: number, locale: string): string {
  const decimals = roiUsd > NO_DECIMALS_ABOVE_USD ? 0 : 2;
  return formatNumber(roiUsd, locale, decimals, decimals);
}

/** The ROI in earning tokens, at most at the precision it was rounded to (see roiTokenDecimals). */
export function formatRoiTokens(roiTokens: number, decimals: number, locale: string): string {
  return formatNumber(roiTokens, locale, 0, decimals);
}

/** A percentage (ROI, APR, APY) without the '%', always with 2 decimals. */
export function formatRoiPercentage(percentage: number, locale: string): string {
  return formatNumber(percentage, locale, 2, 2);
}

/** Above this many dollars the ROI shows without cents (spec 000 section 9, ROI display). */
const NO_DECIMALS_ABOVE_USD = 1_000_000;

function formatEnglish(value: number, minimumFractionDigits: number, maximumFractionDigits: number): string {
  return value.toLocaleString("en", { minimumFractionDigits, maximumFractionDigits });
}

/** The ROI in US dollars, without the '$': 2 decimals, none above 1,000,000. */
export function formatRoiUsd(roiUsd: number): string {
  const decimals = roiUsd > NO_DECIMALS_ABOVE_USD ? 0 : 2;
  return formatEnglish(roiUsd, decimals, decimals);
}

/** The ROI in earning tokens, at most at the precision it was rounded to (see roiTokenDecimals). */
export function formatRoiTokens(roiTokens: number, decimals: number): string {
  return formatEnglish(roiTokens, 0, decimals);
}

/** A percentage (ROI, APR, APY) without the '%', always with 2 decimals. */
export function formatRoiPercentage(percentage: number): string {
  return formatEnglish(percentage, 2, 2);
}

import type { NumberSymbols } from "./numberSymbols.ts";

/** What grouping needs of a locale's symbols. */
export type GroupingSymbols = Pick<
  NumberSymbols,
  "group" | "primaryGroupingSize" | "secondaryGroupingSize" | "minimumGroupingDigits"
>;

/**
 * A number's whole digits ('1234567') with the locale's group separators, as ICU places them: a primary group
 * on the right, secondary groups to its left (en-US 1,234,567; hi-IN 12,34,567), and none at all while fewer than
 * `minimumGroupingDigits` digits would stand left of the primary group (es-ES 1234, but 12.345).
 */
export function groupDigits(whole: string, symbols: GroupingSymbols): string {
  const { group, primaryGroupingSize, secondaryGroupingSize, minimumGroupingDigits } = symbols;
  if (whole.length < primaryGroupingSize + minimumGroupingDigits) return whole;
  const groups = [whole.slice(-primaryGroupingSize)];
  for (let end = whole.length - primaryGroupingSize; end > 0; end -= secondaryGroupingSize) {
    groups.unshift(whole.slice(Math.max(0, end - secondaryGroupingSize), end));
  }
  return groups.join(group);
}

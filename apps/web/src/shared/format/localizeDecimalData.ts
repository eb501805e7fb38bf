import { localizeDecimalString } from "./localizeDecimalString.ts";

/**
 * A translation's data with every SDK decimal string in `locale`'s decimal separator
 * (localizeDecimalString); symbols, addresses and other text stay as they are.
 */
export function localizeDecimalData(
  data: Readonly<Record<string, string>> | undefined,
  locale: string,
): Readonly<Record<string, string>> | undefined {
  if (!data) return data;
  return Object.fromEntries(
    Object.entries(data).map(([name, value]) => [name, localizeDecimalString(value, locale)]),
  );
}

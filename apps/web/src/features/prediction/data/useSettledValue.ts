import { useState } from "react";

/**
 * `value` while it is settled, else the last settled value of the same scope: when the epoch moves,
 * the new window's reads load behind the previous window's cards instead of an empty screen. Another
 * scope (account, chain) never shows the previous one's value.
 */
export function useSettledValue<T>(value: T | undefined, settled: boolean, scope: string): T | undefined {
  const [kept, setKept] = useState<{ readonly scope: string; readonly value: T }>();
  if (settled && value !== undefined && (kept?.value !== value || kept.scope !== scope)) {
    // Storing what the previous render showed: React's pattern for state derived from earlier props.
    setKept({ scope, value });
  }
  if (settled) return value;
  return kept?.scope === scope ? kept.value : value;
}

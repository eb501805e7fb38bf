/**
 * A raw token amount as the pools page prints figures: `digits` decimals, rounded down, thousands
 * grouped (1234.5 CAKE to 3 digits is '1,234.500'). Written here from the rule, not taken from the app.
 */
export function formatRoundedDown(raw: bigint, decimals: number, digits: number): string {
  const scaled =
    decimals >= digits ? raw / 10n ** BigInt(decimals - digits) : raw * 10n ** BigInt(digits - decimals);
  const unit = 10n ** BigInt(digits);
  const whole = (scaled / unit).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return digits === 0 ? whole : `${whole}.${(scaled % unit).toString().padStart(digits, "0")}`;
}

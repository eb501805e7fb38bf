/** PancakeSwap's multiplier text: allocation points divided by 100, e.g. 4000 → '40X', 0 → '0X'. */
export function formatFarmMultiplier(allocPoint: bigint): string {
  return `${Number(allocPoint) / 100}X`;
}

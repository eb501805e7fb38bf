const LIQUIDITY_PATH_PARTS = ["pool", "create", "add", "remove", "find", "liquidity"];

/** Whether the swap area's Liquidity tab is the active one (spec 000 section 2, Swap area tabs). */
export function isLiquidityPath(pathname: string): boolean {
  return LIQUIDITY_PATH_PARTS.some((part) => pathname.includes(part));
}

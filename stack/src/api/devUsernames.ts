/**
 * The usernames the local stack gives dev accounts 1, 2 and 3 (their profiles come from the deploy),
 * so the app shows named profiles from the first start.
 */
export const DEV_USERNAMES: ReadonlyMap<number, string> = new Map([
  [1, "SyrupSam"],
  [2, "FlipperFey"],
  [3, "BatterBo"],
]);

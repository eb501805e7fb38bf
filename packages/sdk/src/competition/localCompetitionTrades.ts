/**
 * The local competition's seeded competitors (dev accounts 1-3, with active profiles in teams 1-3):
 * the deployment registers them, and once the battle is live the competition keeper makes each one's
 * trade, selling `bnb` BNB for `token` on an eligible pair, so every team has volume and a rank.
 */
export const LOCAL_COMPETITION_TRADES = [
  { accountIndex: 1, token: "BUSD", bnb: "3" },
  { accountIndex: 2, token: "CAKE", bnb: "5" },
  { accountIndex: 3, token: "ETH", bnb: "1.5" },
] as const;

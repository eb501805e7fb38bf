/** The areas the home page points to; texts are English translation keys. */
export const homeAreaLinks: ReadonlyArray<{
  readonly to: string;
  readonly title: string;
  readonly description: string;
}> = [
  { to: "/swap", title: "Exchange", description: "Trade one token for another." },
  {
    to: "/liquidity",
    title: "Liquidity",
    description: "Add liquidity to a pair and earn a share of its trading fees.",
  },
  { to: "/farms", title: "Farms", description: "Stake LP tokens to earn CAKE." },
  { to: "/pools", title: "Pools", description: "Stake CAKE to earn more tokens." },
  { to: "/prediction", title: "Prediction", description: "Predict whether the BNB price goes up or down." },
  { to: "/lottery", title: "Lottery", description: "Buy tickets for a share of the prize pool." },
];

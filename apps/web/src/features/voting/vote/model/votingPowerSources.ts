import type { VotingPowerBreakdown } from "../../model/VotingPower.ts";

/**
 * The sources of voting power in the order the hub's vp_by_strategy lists them, each with its label
 * (the English text, a translation key).
 */
export const VOTING_POWER_SOURCES = [
  { key: "wallet", label: "Wallet" },
  { key: "vault", label: "Auto CAKE Pool" },
  { key: "manualPool", label: "Manual CAKE Pool" },
  { key: "partnerPools", label: "Other Syrup Pools" },
  { key: "lpWallet", label: "CAKE BNB LP" },
  { key: "lpFarm", label: "CAKE BNB LP in FARM" },
] as const satisfies readonly { readonly key: keyof VotingPowerBreakdown; readonly label: string }[];

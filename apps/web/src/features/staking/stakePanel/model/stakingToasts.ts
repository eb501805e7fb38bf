import type { TranslatableText } from "../../../../shared/i18n/index.ts";

/** A toast as translation keys, so the texts can be checked against the spec's catalogue. */
export interface StakingToast {
  readonly title: TranslatableText;
  readonly description: TranslatableText;
}

/** A staking write that succeeded, with the token its toast names. */
export type StakingSuccess =
  /** The approval: `symbol` is the pool's earning token, CAKE for the vault, the LP symbol for a farm. */
  | { readonly kind: "enable"; readonly target: "pool" | "vault" | "farm"; readonly symbol: string }
  /** `symbol` is the staked token. */
  | { readonly kind: "stake"; readonly symbol: string }
  /** LP tokens staked in a farm. */
  | { readonly kind: "farmStake" }
  /** `symbol` is the earning token, which an unstake, harvest or compound pays out. */
  | { readonly kind: "unstake" | "harvest" | "compound"; readonly symbol: string }
  | { readonly kind: "bounty" };

const enabledDescriptions = {
  pool: "You can now stake in the %symbol% pool!",
  vault: "You can now stake in the %symbol% vault!",
  farm: "You can now stake in the %symbol% farm!",
} as const;

/**
 * The success toasts of spec 000 section 8 (Pools), which farms share. The titles are the spec's; the
 * descriptions, which the spec leaves open, follow PancakeSwap's pools and farms.
 */
export function stakingSuccessToast(success: StakingSuccess): StakingToast {
  switch (success.kind) {
    case "enable":
      return {
        title: { key: "Contract Enabled" },
        description: { key: enabledDescriptions[success.target], data: { symbol: success.symbol } },
      };
    case "stake":
      return {
        title: { key: "Staked!" },
        description: {
          key: "Your %symbol% funds have been staked in the pool!",
          data: { symbol: success.symbol },
        },
      };
    case "farmStake":
      return {
        title: { key: "Staked!" },
        description: { key: "Your funds have been staked in the farm" },
      };
    case "unstake":
      return {
        title: { key: "Unstaked!" },
        description: {
          key: "Your %symbol% earnings have also been harvested to your wallet!",
          data: { symbol: success.symbol },
        },
      };
    case "harvest":
      return {
        title: { key: "Harvested!" },
        description: {
          key: "Your %symbol% earnings have been sent to your wallet!",
          data: { symbol: success.symbol },
        },
      };
    case "compound":
      return {
        title: { key: "Compounded!" },
        description: {
          key: "Your %symbol% earnings have been re-invested into the pool!",
          data: { symbol: success.symbol },
        },
      };
    case "bounty":
      return {
        title: { key: "Bounty collected!" },
        description: { key: "CAKE bounty has been sent to your wallet." },
      };
  }
}

/** Any failed stake, unstake, harvest, compound, approve or bounty claim (spec 000 section 8). */
export const STAKING_FAILURE_TOAST: StakingToast = {
  title: { key: "Error" },
  description: { key: "Please try again. Confirm the transaction and make sure you are paying enough gas!" },
};

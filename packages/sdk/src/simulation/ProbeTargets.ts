import type { Address } from "viem";

/**
 * What the balance probe reads around a call, named by the dialog that knows which tokens its action
 * moves (a swap's path ends, a pair's LP token, a pool's staking and reward tokens).
 */
export interface ProbeTargets {
  readonly tokens: readonly Address[];
  readonly allowances: readonly { readonly token: Address; readonly spender: Address }[];
}

import { gasPriceForSpeed } from "./gasPriceForSpeed.ts";
import type { StoredUserSettings } from "./storedUserSettings.ts";
import type { TransactionSpeed } from "./transactionSpeed.ts";

/** The user's settings as swaps, liquidity and every other write use them. */
export interface UserSettings {
  readonly slippageBps: number;
  readonly deadlineSeconds: number;
  readonly expertMode: boolean;
  readonly singleHopOnly: boolean;
  readonly audioOn: boolean;
  readonly transactionSpeed: TransactionSpeed;
  /** The gas price writes send with: the chosen speed's, or the testnet's fixed price on chain 97. */
  readonly gasPriceWei: bigint;
}

export function resolveUserSettings(stored: StoredUserSettings, chainId: number): UserSettings {
  return {
    slippageBps: stored.slippageBps,
    deadlineSeconds: stored.deadlineSeconds,
    expertMode: stored.expertMode,
    singleHopOnly: stored.singleHopOnly,
    audioOn: stored.audioOn,
    transactionSpeed: stored.transactionSpeed,
    gasPriceWei: gasPriceForSpeed(stored.transactionSpeed, chainId),
  };
}

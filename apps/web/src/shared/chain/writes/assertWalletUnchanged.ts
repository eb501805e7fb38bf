import { getConnection, type Config } from "@wagmi/core";
import { findWalletSwitch, type PreparedWallet } from "./findWalletSwitch.ts";
import { TransactionError } from "./TransactionError.ts";

const DETAILS = {
  accountSwitched: "The wallet switched to another account after the write was reviewed",
  networkSwitched: "The wallet switched to another network after the write was reviewed",
} as const;

/**
 * Throws an 'accountSwitched' or 'networkSwitched' TransactionError when the wallet connected now
 * is not the one the write was prepared and reviewed for: nothing may go out from another account
 * or to another chain. Called after the review's Confirm and again just before the wallet is asked.
 */
export function assertWalletUnchanged(config: Config, prepared: PreparedWallet): void {
  const { address, chainId } = getConnection(config);
  const switched = findWalletSwitch(prepared, { address, chainId });
  if (switched !== undefined) throw new TransactionError(switched, DETAILS[switched]);
}

import { isAddressEqual, type Address } from "viem";

/** What changed in the wallet since a write was prepared. */
export type WalletSwitch = "accountSwitched" | "networkSwitched";

/** The wallet as a write was prepared for: its account(s) and the app's chain it targets. */
export interface PreparedWallet {
  /**
   * The accounts the write and every review open now were prepared for; more than one only when
   * the wallet switched in between, which is the case to catch.
   */
  readonly accounts: readonly Address[];
  readonly chainId: number;
}

/** The wallet's connection now; undefined fields while it has none. */
export interface CurrentWallet {
  readonly address: Address | undefined;
  readonly chainId: number | undefined;
}

/**
 * Whether a reviewed write may still be sent: 'networkSwitched' when the wallet is no longer on the
 * chain the write targets (checked first: a transaction on another chain can do anything there),
 * 'accountSwitched' when its account is not every account the write was prepared and reviewed for,
 * undefined when nothing changed.
 */
export function findWalletSwitch(prepared: PreparedWallet, current: CurrentWallet): WalletSwitch | undefined {
  if (current.chainId !== prepared.chainId) return "networkSwitched";
  const { address } = current;
  if (address === undefined) return "accountSwitched";
  return prepared.accounts.every((account) => isAddressEqual(account, address))
    ? undefined
    : "accountSwitched";
}

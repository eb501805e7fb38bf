import { createContext } from "react";
import type { Address, Hex } from "viem";

/** What a sent transaction is for, as Recent Transactions lists it and pending approvals find it. */
export interface SentTransactionDetails {
  readonly summary?: string;
  readonly approval?: { readonly tokenAddress: Address; readonly spender: Address };
}

/**
 * What the write path needs from areas above shared/: the user's gas price (settings) and the
 * Recent Transactions list (transactions). Imports go downward, so shared/ cannot ask those features
 * itself; the app layer, which may import every feature, provides them (app/WriteEnvironmentProvider).
 */
export interface WriteEnvironment {
  /** The gas price the user chose, in wei; undefined leaves it to the wallet. */
  readonly gasPriceWei: bigint | undefined;
  /** Adds a sent transaction to Recent Transactions, which then follows it to its receipt. */
  readonly recordTransaction: (sent: { hash: Hex; from: Address }, details: SentTransactionDetails) => void;
}

export const WriteEnvironmentContext = createContext<WriteEnvironment | undefined>(undefined);

import { createContext } from "react";
import type { Address } from "viem";

/**
 * The accounts the transaction reviews open now were prepared for. A review dialog pins the
 * wallet's account while it is open (usePinReviewedWallet), so the write it confirms can tell
 * whether the wallet switched since, even when the write is built only after Confirm (a swap's
 * calls are built from the account connected then).
 */
export interface ReviewedWallets {
  /** Pins `account` for a review that just opened; the function returned unpins it. */
  pin(account: Address): () => void;
  /** Every account pinned now, in the order pinned. */
  accounts(): readonly Address[];
}

/** Provided by TransactionReviewProvider (shared/chain/review), mounted in the app layer. */
export const ReviewedWalletsContext = createContext<ReviewedWallets | undefined>(undefined);

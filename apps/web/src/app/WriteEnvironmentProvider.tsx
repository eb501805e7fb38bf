import { useMemo, type ReactNode } from "react";
import { WriteEnvironmentContext, type WriteEnvironment } from "../shared/chain/index.ts";
import { useUserSettings } from "../features/settings/index.ts";
import { useAddTransaction } from "../features/transactions/index.ts";

/**
 * Hands the write path in shared/chain/writes what it may not import itself: the user's gas price
 * from settings and Recent Transactions from transactions (imports go downward, and only the app
 * layer sits above every feature).
 */
export function WriteEnvironmentProvider({ children }: { children: ReactNode }) {
  const { gasPriceWei } = useUserSettings();
  const recordTransaction = useAddTransaction();
  const value = useMemo<WriteEnvironment>(
    () => ({ gasPriceWei, recordTransaction }),
    [gasPriceWei, recordTransaction],
  );
  return <WriteEnvironmentContext value={value}>{children}</WriteEnvironmentContext>;
}

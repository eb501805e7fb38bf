import { lazy, Suspense } from "react";
import { useFirstPaintDone } from "../shared/ui/index.ts";

// Loaded on their own, after the first paint: neither draws anything, and the first page needs none
// of their code (lists are refreshed and pending transactions followed once the chain is).
const TokenListsUpdater = lazy(() =>
  import("../features/tokens/lists/TokenListsUpdater.tsx").then((module) => ({
    default: module.TokenListsUpdater,
  })),
);
const TransactionsUpdater = lazy(() =>
  import("../features/transactions/components/TransactionsUpdater.tsx").then((module) => ({
    default: module.TransactionsUpdater,
  })),
);

/** The app's background work: token list refreshes and pending transactions' receipts and toasts. */
export function BackgroundUpdaters() {
  const painted = useFirstPaintDone();
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <TransactionsUpdater />
      <TokenListsUpdater />
    </Suspense>
  );
}

import { useTokenListsUpdater } from "./hooks/useTokenListsUpdater.ts";

/** Mount once inside the chain provider: keeps the app's token lists fresh. */
export function TokenListsUpdater() {
  useTokenListsUpdater();
  return null;
}

import { useCallback } from "react";
import { useWatchAsset } from "wagmi";
import { buildWatchAssetParameters, type WatchableToken } from "../model/buildWatchAssetParameters.ts";

/**
 * Asks the connected wallet to track a token (wallet_watchAsset). A refusal is the user's choice,
 * so failures are logged rather than shown.
 */
export function useAddTokenToWallet(): { addToken: (token: WatchableToken) => void; isAdded: boolean } {
  const { mutate, isSuccess } = useWatchAsset({
    mutation: { onError: (error) => console.warn("The wallet did not add the token", error) },
  });
  const addToken = useCallback(
    (token: WatchableToken) => mutate(buildWatchAssetParameters(token, window.location.origin)),
    [mutate],
  );
  return { addToken, isAdded: isSuccess };
}

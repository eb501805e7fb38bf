import { useContext, useEffect } from "react";
import { getConnection } from "@wagmi/core";
import { useConfig } from "wagmi";
import { ReviewedWalletsContext } from "./ReviewedWalletsContext.ts";

/**
 * Called by every dialog that reviews a write before it is sent: while `open`, pins the account
 * the wallet had when the dialog opened, so the write refuses to go out from another one (see
 * assertWalletUnchanged). Pinned from the wallet's state when it opens, never updated after.
 */
export function usePinReviewedWallet(open = true): void {
  const reviewed = useContext(ReviewedWalletsContext);
  const config = useConfig();
  useEffect(() => {
    if (!open || reviewed === undefined) return;
    const { address } = getConnection(config);
    return address === undefined ? undefined : reviewed.pin(address);
  }, [config, open, reviewed]);
}

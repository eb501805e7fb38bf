import type { SimulatedOutcome } from "@griddle/sdk";
import type { Address } from "viem";

/** One line of 'You will send' or 'You will receive': an amount of BNB or a token, or one NFT. */
export type PreviewChange =
  | { readonly kind: "native"; readonly amount: bigint }
  | { readonly kind: "token"; readonly token: Address; readonly amount: bigint }
  | { readonly kind: "nft"; readonly token: Address; readonly tokenId: bigint };

export interface PreviewChanges {
  readonly send: readonly PreviewChange[];
  readonly receive: readonly PreviewChange[];
}

/** Sorts a successful outcome's changes by direction, amounts made positive; BNB first, as it pays the gas. */
export function splitPreviewChanges(
  outcome: Extract<SimulatedOutcome, { status: "success" }>,
): PreviewChanges {
  const send: PreviewChange[] = [];
  const receive: PreviewChange[] = [];
  if (outcome.nativeChange < 0n) send.push({ kind: "native", amount: -outcome.nativeChange });
  if (outcome.nativeChange > 0n) receive.push({ kind: "native", amount: outcome.nativeChange });
  for (const { token, amount } of outcome.tokenChanges) {
    if (amount < 0n) send.push({ kind: "token", token, amount: -amount });
    else receive.push({ kind: "token", token, amount });
  }
  for (const { token, tokenId, direction } of outcome.nftTransfers) {
    (direction === "out" ? send : receive).push({ kind: "nft", token, tokenId });
  }
  return { send, receive };
}

import { useState } from "react";
import { parseAuctionIdInput, type AuctionIdInput } from "../../model/parseAuctionIdInput.ts";

export interface ArchiveSelection {
  readonly text: string;
  readonly setText: (text: string) => void;
  /** The typed id checked against the latest auction; undefined until that is known. */
  readonly input: AuctionIdInput | undefined;
  /** The auction to show: the typed one when valid, otherwise the latest closed one (or none). */
  readonly auctionId: bigint | undefined;
}

/**
 * The archive's auction: by default the latest closed one (the one before the live auction, or the
 * latest when it is closed), or the id typed in.
 */
export function useArchiveSelection(
  latestAuctionId: bigint | undefined,
  latestIsClosed: boolean,
): ArchiveSelection {
  const [text, setText] = useState("");
  const input = latestAuctionId === undefined ? undefined : parseAuctionIdInput(text, latestAuctionId);
  const latestClosed =
    latestAuctionId === undefined ? undefined : latestIsClosed ? latestAuctionId : latestAuctionId - 1n;
  const fallback = latestClosed !== undefined && latestClosed > 0n ? latestClosed : undefined;
  const auctionId = text.trim() === "" ? fallback : input?.ok ? input.auctionId : undefined;
  return { text, setText, input, auctionId };
}

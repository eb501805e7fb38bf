/** The archive's auction id: a whole number from 1 to the latest auction, or the spec's message. */
export type AuctionIdInput =
  | { readonly ok: true; readonly auctionId: bigint }
  | { readonly ok: false; readonly problem: "pleaseSpecify" };

/**
 * The id typed in the archive: empty text, anything but a whole number, 0 and ids past the latest
 * auction all get 'Please specify auction ID' (spec 001 section 8).
 */
export function parseAuctionIdInput(text: string, latestAuctionId: bigint): AuctionIdInput {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { ok: false, problem: "pleaseSpecify" };
  const auctionId = BigInt(trimmed);
  return auctionId >= 1n && auctionId <= latestAuctionId
    ? { ok: true, auctionId }
    : { ok: false, problem: "pleaseSpecify" };
}

export type RoundIdInput =
  | { readonly ok: true; readonly lotteryId: bigint }
  | { readonly ok: false; readonly problem: "empty" | "notFound" };

/**
 * The round typed in 'Finished Rounds': a whole number from 1 to the latest finished round; any other
 * number gets 'The lottery number you provided does not exist' (spec 001 section 8).
 */
export function parseRoundIdInput(text: string, latestFinished: bigint): RoundIdInput {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, problem: "empty" };
  if (!/^\d+$/.test(trimmed)) return { ok: false, problem: "notFound" };
  const lotteryId = BigInt(trimmed);
  return lotteryId >= 1n && lotteryId <= latestFinished
    ? { ok: true, lotteryId }
    : { ok: false, problem: "notFound" };
}

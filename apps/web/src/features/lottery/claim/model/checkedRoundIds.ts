/** 'Check now' looks at most this many finished rounds back: a day's rounds on the local chain's short schedule. */
export const CHECKED_ROUNDS = 100n;

/** The finished rounds 'Check now' reads for unclaimed prizes: the newest CHECKED_ROUNDS up to `latestFinished`. */
export function checkedRoundIds(latestFinished: bigint | undefined): bigint[] {
  if (latestFinished === undefined) return [];
  const first = latestFinished > CHECKED_ROUNDS ? latestFinished - CHECKED_ROUNDS + 1n : 1n;
  const ids: bigint[] = [];
  for (let id = first; id <= latestFinished; id += 1n) ids.push(id);
  return ids;
}

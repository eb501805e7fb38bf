/**
 * Whether Ponder's `/status` answer shows every chain past its historical sync and indexed up to
 * `headBlock`. Anything else (no answer yet, a chain still syncing) is not caught up.
 */
export function isIndexerCaughtUp(status: unknown, headBlock: number): boolean {
  if (typeof status !== "object" || status === null) return false;
  const chains = Object.values(status);
  return (
    chains.length > 0 &&
    chains.every(
      (chain: unknown) =>
        typeof chain === "object" &&
        chain !== null &&
        "ready" in chain &&
        chain.ready === true &&
        "block" in chain &&
        typeof chain.block === "object" &&
        chain.block !== null &&
        "number" in chain.block &&
        typeof chain.block.number === "number" &&
        chain.block.number >= headBlock,
    )
  );
}

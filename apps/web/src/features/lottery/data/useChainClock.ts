import { useEffect, useState } from "react";
import { useBlockTimestamp } from "../../../shared/chain/index.ts";

interface ClockAnchor {
  /** The block timestamp read, in seconds. */
  readonly chain: bigint;
  /** The local time (ms) it was first seen at, to the second. */
  readonly local: number;
}

/**
 * The chain's time in seconds, ticking every second between blocks: the latest block's timestamp plus
 * the time since it was read. The draw countdown counts by it, so a chain whose clock was moved (a
 * test's evm_increaseTime) shows its own time. Undefined until the first block is read.
 */
export function useChainClock(): number | undefined {
  const { data: timestamp } = useBlockTimestamp();
  const [now, setNow] = useState(() => Date.now());
  const [anchor, setAnchor] = useState<ClockAnchor>();
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  // A new block re-anchors the clock during render, as React advises for state derived from props.
  if (timestamp !== undefined && timestamp !== null && anchor?.chain !== timestamp) {
    setAnchor({ chain: timestamp, local: now });
  }
  if (anchor === undefined) return undefined;
  return Number(anchor.chain) + Math.max(0, Math.floor((now - anchor.local) / 1_000));
}

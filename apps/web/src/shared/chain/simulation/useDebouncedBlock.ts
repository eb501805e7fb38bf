import { useEffect, useState } from "react";
import { debounce } from "../debounce.ts";
import { useCurrentBlock } from "../useCurrentBlock.ts";

/**
 * The latest block number, settled for `waitMs`: blocks that arrive in a burst (a catching-up tab, a
 * local chain mining on demand) start one simulation, not one each.
 */
export function useDebouncedBlock(waitMs: number): number | undefined {
  const block = useCurrentBlock();
  const [settled, setSettled] = useState(block);
  const [update] = useState(() => debounce((next: number | undefined) => setSettled(next), waitMs));
  useEffect(() => {
    update(block);
  }, [block, update]);
  useEffect(() => () => update.cancel(), [update]);
  return settled;
}

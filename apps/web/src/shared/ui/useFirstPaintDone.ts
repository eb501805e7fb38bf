import { useEffect, useState } from "react";
import { afterNextPaint } from "./afterNextPaint.ts";

/**
 * False until the browser has painted the app once. Requests the first paint does not need wait for
 * it (the chain's, on another origin: a connection, a CORS preflight, then the call; token list
 * refreshes): on a slow network the first paint would otherwise queue behind them. A hidden tab
 * paints nothing, so it waits until shown.
 */
export function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => (done ? undefined : afterNextPaint(() => setDone(true))), [done]);
  return done;
}

import type { SlippageInput } from "./parseSlippageInput.ts";

/** Below this many basis points a transaction may fail (spec 000 section 5). */
const RISKY_LOW_SLIPPAGE_BPS = 50;

/** Above this many basis points a transaction may be frontrun (spec 000 section 5). */
const RISKY_HIGH_SLIPPAGE_BPS = 500;

export type SlippageNotice = "invalidInput" | "riskyLow" | "riskyHigh";

/**
 * What to say under the slippage setting: an invalid custom entry first (the kept value is still
 * `slippageBps`), otherwise a warning when the kept value is risky.
 */
export function getSlippageNotice(input: SlippageInput, slippageBps: number): SlippageNotice | undefined {
  if (input.status === "invalid") return "invalidInput";
  if (slippageBps < RISKY_LOW_SLIPPAGE_BPS) return "riskyLow";
  if (slippageBps > RISKY_HIGH_SLIPPAGE_BPS) return "riskyHigh";
  return undefined;
}

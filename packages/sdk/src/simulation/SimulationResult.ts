import type { SimulatedOutcome } from "./SimulatedOutcome.ts";

/**
 * How a transaction was simulated, which the preview names: the node's call tracer, the balance
 * probe installed through a state override, or nothing (the node offers neither, or failed).
 */
export type SimulationResult =
  | { readonly method: "trace" | "balanceProbe"; readonly outcome: SimulatedOutcome }
  | { readonly method: "none"; readonly cause: unknown };

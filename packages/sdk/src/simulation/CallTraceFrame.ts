import type { Address, Hex } from "viem";

/**
 * One log as the `callTracer` reports it with `withLog: true`. `position` is the number of child
 * calls the frame had made when the log was emitted, which orders logs among the frame's calls.
 */
export interface CallTraceLog {
  readonly address: Address;
  readonly topics: readonly Hex[];
  readonly data: Hex;
  readonly position?: Hex | number;
}

/**
 * One call frame of the `callTracer` (geth's format, which Hardhat's EDR node and traced BSC nodes
 * share): numbers are hex strings, `error` marks a frame whose state changes were undone, and
 * `revertReason` is set when the revert data decodes as `Error(string)`.
 */
export interface CallTraceFrame {
  readonly type: string;
  readonly from: Address;
  readonly to?: Address;
  readonly value?: Hex;
  readonly gas?: Hex;
  readonly gasUsed: Hex;
  readonly input: Hex;
  readonly output?: Hex;
  readonly error?: string;
  readonly revertReason?: string;
  readonly calls?: readonly CallTraceFrame[];
  readonly logs?: readonly CallTraceLog[];
}

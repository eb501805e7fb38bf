import type { Abi, Hex } from "viem";
import type { ProbeTargets } from "./ProbeTargets.ts";
import type { ApprovalChange, SimulatedOutcome, TokenBalanceChange } from "./SimulatedOutcome.ts";
import { describeRevert } from "./describeRevert.ts";
import { isUnlimitedAllowance } from "./isUnlimitedAllowance.ts";

/** One side of the probe's readings, as `BalanceProbe.probe` returns them. */
export interface ProbeReadings {
  readonly native: bigint;
  readonly tokens: readonly bigint[];
  readonly allowances: readonly bigint[];
}

export interface BalanceProbeResult {
  readonly success: boolean;
  readonly result: Hex;
  readonly before: ProbeReadings;
  readonly afterCall: ProbeReadings;
}

/** The reading at `index`: the probe returns one per target, in order, so a gap is a broken answer. */
function readingAt(readings: readonly bigint[], index: number): bigint {
  const reading = readings[index];
  if (reading === undefined) throw new RangeError(`The balance probe returned no reading ${index}`);
  return reading;
}

/**
 * What a call does to the user by the balances the probe read before and after it. It sees only the
 * tokens it was asked about, and no transfer fee as such (the balances already have it taken off);
 * `gasUsed` comes from the node's estimate, since the probe's own gas is not the transaction's.
 */
export function outcomeFromBalanceProbe(
  probe: BalanceProbeResult,
  targets: ProbeTargets,
  gasUsed: bigint,
  errorsAbi?: Abi,
): SimulatedOutcome {
  if (!probe.success) {
    return {
      status: "reverted",
      gasUsed,
      revert: describeRevert({ output: probe.result, error: "execution reverted" }, errorsAbi),
    };
  }
  const tokenChanges: TokenBalanceChange[] = targets.tokens
    .map((token, index) => ({
      token,
      amount: readingAt(probe.afterCall.tokens, index) - readingAt(probe.before.tokens, index),
    }))
    .filter(({ amount }) => amount !== 0n);
  const approvals: ApprovalChange[] = targets.allowances
    .map(({ token, spender }, index) => ({
      before: readingAt(probe.before.allowances, index),
      after: readingAt(probe.afterCall.allowances, index),
      token,
      spender,
    }))
    // Only a grant: a spend lowers an allowance too, and readings cannot tell a spend from a revoke.
    .filter(({ before, after }) => after > before)
    .map(({ token, spender, after }) => ({
      kind: "allowance",
      token,
      spender,
      amount: after,
      unlimited: isUnlimitedAllowance(after),
    }));
  return {
    status: "success",
    gasUsed,
    nativeChange: probe.afterCall.native - probe.before.native,
    tokenChanges,
    nftTransfers: [],
    approvals,
    transferFees: [],
  };
}

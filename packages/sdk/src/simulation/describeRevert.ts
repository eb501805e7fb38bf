import { decodeErrorResult, type Abi, type Hex } from "viem";
import type { RevertDescription } from "./SimulatedOutcome.ts";

/**
 * Reads a reverted frame's revert data: `Error(string)` and `Panic(uint256)` always, custom errors
 * when `errorsAbi` declares them. The node's own `revertReason` is kept when the data says nothing
 * more (a node may report the reason without the data).
 */
export function describeRevert(
  frame: { readonly output?: Hex; readonly error?: string; readonly revertReason?: string },
  errorsAbi: Abi = [],
): RevertDescription {
  const data = frame.output !== undefined && frame.output.length >= 10 ? frame.output : undefined;
  if (data !== undefined) {
    try {
      const decoded = decodeErrorResult({ abi: errorsAbi, data });
      const args: readonly unknown[] = decoded.args ?? [];
      if (decoded.errorName === "Error") return { kind: "reason", message: String(args[0]) };
      if (decoded.errorName === "Panic") return { kind: "panic", code: BigInt(args[0] as bigint) };
      return { kind: "customError", name: decoded.errorName, args };
    } catch {
      // An error the ABI does not declare: fall through to what the node said, with the raw data.
    }
  }
  if (frame.revertReason !== undefined && frame.revertReason !== "") {
    return { kind: "reason", message: frame.revertReason };
  }
  return { kind: "unknown", data, message: frame.error };
}

import type { RevertDescription } from "@griddle/sdk";

/**
 * A revert as the preview quotes it: the contract's own reason, or its custom error with the
 * arguments, which name the failed rule better than any paraphrase could ('InsufficientOutputAmount(…)').
 */
export function revertText(revert: RevertDescription): string {
  switch (revert.kind) {
    case "reason":
      return revert.message;
    case "customError":
      return `${revert.name}(${revert.args.map(String).join(", ")})`;
    case "panic":
      return `Panic(0x${revert.code.toString(16)})`;
    case "unknown":
      return revert.message ?? revert.data ?? "execution reverted";
  }
}

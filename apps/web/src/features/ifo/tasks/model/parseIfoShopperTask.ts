import type { OfferingConfig } from "../../model/Offering.ts";
import type { IfoShopperTask } from "./IfoShopperTask.ts";

/** One offering's claim from ifoShopperCalls' reads; null while one did not answer. */
export function parseIfoShopperTask(
  offering: OfferingConfig,
  reads: readonly unknown[],
): IfoShopperTask | null {
  const [terms, canClaim, hasClaimed, info] = reads;
  if (!Array.isArray(terms) || !Array.isArray(info)) return null;
  const [thresholdToClaim, , numberPoints] = terms as unknown[];
  const [committed, collected] = info as unknown[];
  if (
    typeof thresholdToClaim !== "bigint" ||
    typeof numberPoints !== "bigint" ||
    typeof committed !== "bigint" ||
    typeof collected !== "boolean" ||
    typeof canClaim !== "boolean" ||
    typeof hasClaimed !== "boolean"
  )
    return null;
  return { offering, committed, collected, thresholdToClaim, numberPoints, canClaim, hasClaimed };
}

import { uintOrNull } from "../../../../shared/chain/index.ts";
import { positionFromChain } from "../../model/PredictionRound.ts";
import type { AccountRound } from "./PredictionMarket.ts";

function parseBet(ledger: unknown): AccountRound["bet"] | undefined {
  if (!Array.isArray(ledger)) return undefined;
  const [position, amount, claimed] = ledger as unknown[];
  if (typeof position !== "number" || uintOrNull(amount) === null || typeof claimed !== "boolean")
    return undefined;
  const raw = amount as bigint;
  return raw === 0n ? null : { position: positionFromChain(position), amount: raw, claimed };
}

/**
 * Reads back one epoch's [ledger, claimable, refundable] of predictionAccountCalls. Undefined when a
 * call failed: the round is then shown without the account's part rather than with a wrong one.
 */
export function parseAccountRoundReads(results: readonly unknown[]): AccountRound | undefined {
  const [ledger, claimable, refundable] = results;
  const bet = parseBet(ledger);
  if (bet === undefined || typeof claimable !== "boolean" || typeof refundable !== "boolean")
    return undefined;
  return { bet, claimStatus: { claimable, refundable } };
}

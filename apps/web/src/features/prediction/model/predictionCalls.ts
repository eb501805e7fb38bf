import type { Address } from "viem";
import { griddlePredictionAbi } from "@griddle/sdk";
import type { ContractCall } from "../../../shared/chain/index.ts";
import type { Position } from "./PredictionRound.ts";

export type PredictionBetCall = ContractCall<typeof griddlePredictionAbi, "betBull" | "betBear">;
export type PredictionClaimCall = ContractCall<typeof griddlePredictionAbi, "claim">;

/**
 * Enters `position` in round `epoch` with `amount` wei of BNB: betBull(epoch) or betBear(epoch),
 * paying the amount (spec 001 section 7). The game takes bets for its current epoch only, before the
 * round's lock block.
 */
export function buildBetCall(
  game: Address,
  position: Position,
  epoch: bigint,
  amount: bigint,
): PredictionBetCall {
  return {
    address: game,
    abi: griddlePredictionAbi,
    functionName: position === "Bull" ? "betBull" : "betBear",
    args: [epoch],
    value: amount,
  };
}

/** Collects the winnings and refunds of `epochs` in one transfer: claim(epochs). */
export function buildClaimCall(game: Address, epochs: readonly bigint[]): PredictionClaimCall {
  return { address: game, abi: griddlePredictionAbi, functionName: "claim", args: [epochs] };
}

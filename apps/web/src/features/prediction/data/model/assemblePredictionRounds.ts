import { splitByLengths } from "../../../../shared/chain/index.ts";
import type { PredictionRound } from "../../model/PredictionRound.ts";
import { parseAccountRoundReads } from "./parseAccountRoundReads.ts";
import { parsePredictionRound } from "./parsePredictionRound.ts";
import { ACCOUNT_CALLS_PER_EPOCH } from "./predictionAccountCalls.ts";
import type { AccountRound, PredictionRounds } from "./PredictionMarket.ts";

export interface AssemblePredictionRoundsParameters {
  readonly currentEpoch: bigint;
  /** The epochs read, in the order of the reads (recentEpochs). */
  readonly epochs: readonly bigint[];
  /** rounds(epoch) per epoch; null where a call failed. */
  readonly roundResults: readonly unknown[];
  /** predictionAccountCalls' results; undefined while they load, null without an account. */
  readonly accountResults: readonly unknown[] | null | undefined;
}

export interface AssembledPredictionRounds {
  readonly rounds: PredictionRounds;
  /** Epochs whose round read failed (the call reverted or did not decode). */
  readonly unreadable: readonly bigint[];
}

/** The window's rounds by epoch and the account's part in them, from one block's reads. */
export function assemblePredictionRounds({
  currentEpoch,
  epochs,
  roundResults,
  accountResults,
}: AssemblePredictionRoundsParameters): AssembledPredictionRounds {
  const rounds = new Map<bigint, PredictionRound>();
  const unreadable: bigint[] = [];
  epochs.forEach((epoch, index) => {
    const result = roundResults[index] ?? null;
    const round = parsePredictionRound(result);
    if (round !== null) rounds.set(epoch, round);
    else if (result === null) unreadable.push(epoch);
  });

  let accountRounds: Map<bigint, AccountRound> | undefined;
  if (accountResults === null) accountRounds = new Map();
  else if (accountResults !== undefined) {
    accountRounds = new Map();
    const groups = splitByLengths(
      accountResults,
      epochs.map(() => ({ length: ACCOUNT_CALLS_PER_EPOCH })),
    );
    for (const [index, epoch] of epochs.entries()) {
      const accountRound = parseAccountRoundReads(groups[index] ?? []);
      if (accountRound !== undefined) accountRounds.set(epoch, accountRound);
    }
  }
  return { rounds: { currentEpoch, rounds, accountRounds }, unreadable };
}

import { useMemo } from "react";
import type { Currency, Pair } from "@griddle/sdk";
import { PairState } from "../model/PairState.ts";
import { usePairs } from "./usePairs.ts";

/** One pair's pool: see usePairs. */
export function usePair(currencyA?: Currency, currencyB?: Currency): readonly [PairState, Pair | null] {
  const currencyPairs = useMemo(() => [[currencyA, currencyB] as const], [currencyA, currencyB]);
  return usePairs(currencyPairs)[0] ?? [PairState.INVALID, null];
}

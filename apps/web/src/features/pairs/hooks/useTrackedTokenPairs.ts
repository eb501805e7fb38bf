import { useMemo } from "react";
import type { Token } from "@griddle/sdk";
import { useAllTokens } from "../../tokens/index.ts";
import { collectTrackedTokenPairs } from "../model/collectTrackedTokenPairs.ts";
import { useSavedPairs } from "./useSavedPairs.ts";

/** Every pair whose LP balance the positions page reads: all pairs of the known tokens, plus saved ones. */
export function useTrackedTokenPairs(): readonly (readonly [Token, Token])[] {
  const tokens = useAllTokens();
  const { savedPairs } = useSavedPairs();
  return useMemo(() => collectTrackedTokenPairs(tokens, savedPairs), [tokens, savedPairs]);
}

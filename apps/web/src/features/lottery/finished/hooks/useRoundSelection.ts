import { useCallback, useState } from "react";
import { parseRoundIdInput } from "../model/parseRoundIdInput.ts";

export interface RoundSelection {
  /** The round shown: the one chosen, else the latest finished one. */
  readonly lotteryId: bigint | undefined;
  readonly inputText: string;
  /** True once the typed id names no finished round: 'The lottery number you provided does not exist'. */
  readonly notFound: boolean;
  readonly type: (text: string) => void;
  readonly go: (lotteryId: bigint) => void;
}

/** Which finished round is shown: the latest until another is chosen by the arrows or by typing its id. */
export function useRoundSelection(latestFinished: bigint | undefined): RoundSelection {
  const [chosen, setChosen] = useState<bigint>();
  const [typed, setTyped] = useState<string>();
  const lotteryId = chosen ?? latestFinished;
  const parsed =
    typed === undefined || latestFinished === undefined
      ? undefined
      : parseRoundIdInput(typed, latestFinished);
  const type = useCallback(
    (text: string) => {
      setTyped(text);
      if (latestFinished === undefined) return;
      const result = parseRoundIdInput(text, latestFinished);
      if (result.ok) setChosen(result.lotteryId);
    },
    [latestFinished],
  );
  const go = useCallback((id: bigint) => {
    setTyped(undefined);
    setChosen(id);
  }, []);
  return {
    lotteryId,
    inputText: typed ?? (lotteryId === undefined ? "" : String(lotteryId)),
    notFound: parsed !== undefined && !parsed.ok && parsed.problem === "notFound",
    type,
    go,
  };
}

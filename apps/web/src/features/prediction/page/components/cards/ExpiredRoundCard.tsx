import { winningPosition } from "../../../model/getBetResult.ts";
import type { PredictionRound } from "../../../model/PredictionRound.ts";
import type { RoundCardContext } from "../../model/RoundCardContext.ts";
import { PayoutBox } from "./PayoutBox.tsx";
import { RoundAccountArea } from "./RoundAccountArea.tsx";
import { RoundCardShell } from "./RoundCardShell.tsx";
import { RoundPriceBox } from "./RoundPriceBox.tsx";

/** A closed round: the winning side filled, the closed price against the lock price, the account's result. */
export function ExpiredRoundCard({ round, context }: { round: PredictionRound; context: RoundCardContext }) {
  const winner = round.oracleCalled ? winningPosition(round) : null;
  return (
    <RoundCardShell kind="expired" epoch={round.epoch}>
      <PayoutBox position="Bull" round={round} winning={winner === "Bull"} />
      <RoundPriceBox phase="closed" round={round} price={round.oracleCalled ? round.closePrice : null} />
      <PayoutBox position="Bear" round={round} winning={winner === "Bear"} />
      <RoundAccountArea round={round} context={context} />
    </RoundCardShell>
  );
}

import { useState } from "react";
import { NextRoundActions } from "../../../position/components/NextRoundActions.tsx";
import { SetPositionPanel } from "../../../position/components/SetPositionPanel.tsx";
import type { Position, PredictionRound } from "../../../model/PredictionRound.ts";
import { computeRoundTiming } from "../../model/computeRoundTiming.ts";
import { isRoundAboutToLock } from "../../model/isRoundAboutToLock.ts";
import type { RoundCardContext } from "../../model/RoundCardContext.ts";
import { PayoutBox } from "./PayoutBox.tsx";
import { PrizePoolRow } from "./PrizePoolRow.tsx";
import { RoundCardShell } from "./RoundCardShell.tsx";
import { TimeLeftRow } from "./TimeLeftRow.tsx";

/** The account's part in the next round while it has not bet in it. */
const NO_BET = { bet: null, claimStatus: { claimable: false, refundable: false } } as const;

/**
 * The round taking bets: its payouts so far, its pot, the time to its lock, and the way in ('Enter
 * UP', 'Enter DOWN', then the Set Position panel on the card itself).
 */
export function NextRoundCard({ round, context }: { round: PredictionRound; context: RoundCardContext }) {
  const [entering, setEntering] = useState<Position | null>(null);
  const { account, currentBlock, minBetAmount } = context;
  const timing =
    currentBlock === undefined
      ? undefined
      : computeRoundTiming(round.startBlock, round.lockBlock, currentBlock);
  // Until the block is known the round is treated as locking: no bet is sent on a guess.
  const aboutToLock = currentBlock === undefined || isRoundAboutToLock(round.lockBlock, currentBlock);
  const accountRound = context.accountRounds?.get(round.epoch);

  if (entering !== null && account !== undefined && minBetAmount !== undefined && !accountRound?.bet) {
    return (
      <RoundCardShell kind="next" epoch={round.epoch} progress={timing?.progress}>
        <SetPositionPanel
          game={context.game}
          account={account}
          epoch={round.epoch}
          initialPosition={entering}
          minBetAmount={minBetAmount}
          aboutToLock={aboutToLock}
          onBack={() => setEntering(null)}
          onEntered={(bet, blockNumber) => {
            context.onEntered(round.epoch, bet, blockNumber);
            setEntering(null);
          }}
        />
      </RoundCardShell>
    );
  }
  return (
    <RoundCardShell kind="next" epoch={round.epoch} progress={timing?.progress}>
      {timing !== undefined && <TimeLeftRow until="lock" secondsLeft={timing.secondsLeft} />}
      <PayoutBox position="Bull" round={round} winning={false} />
      <PrizePoolRow amount={round.totalAmount} />
      <NextRoundActions
        connected={account !== undefined}
        accountRound={context.accountRounds === undefined ? undefined : (accountRound ?? NO_BET)}
        aboutToLock={aboutToLock}
        onChoose={setEntering}
      />
      <PayoutBox position="Bear" round={round} winning={false} />
    </RoundCardShell>
  );
}

import { useTranslation } from "../../../../../shared/i18n/index.ts";
import type { PredictionRound } from "../../../model/PredictionRound.ts";
import { computeRoundTiming } from "../../model/computeRoundTiming.ts";
import { priceDirection } from "../../model/priceDirection.ts";
import type { RoundCardContext } from "../../model/RoundCardContext.ts";
import { PayoutBox } from "./PayoutBox.tsx";
import { RoundAccountArea } from "./RoundAccountArea.tsx";
import { RoundCardShell } from "./RoundCardShell.tsx";
import { RoundPriceBox } from "./RoundPriceBox.tsx";
import { TimeLeftRow } from "./TimeLeftRow.tsx";
import styles from "./roundCard.module.css";

/**
 * The live round, between its lock and its end: the feed's price ticking against the lock price, the
 * side winning now filled, and the time to the end ('Calculating' once it is over and not closed yet).
 */
export function LiveRoundCard({ round, context }: { round: PredictionRound; context: RoundCardContext }) {
  const { t } = useTranslation();
  const price = context.lastOraclePrice?.price ?? null;
  const direction = price === null ? "flat" : priceDirection(round.lockPrice, price);
  const timing =
    context.currentBlock === undefined
      ? undefined
      : computeRoundTiming(round.lockBlock, round.endBlock, context.currentBlock);
  return (
    <RoundCardShell kind="live" epoch={round.epoch} progress={timing?.progress}>
      {timing !== undefined &&
        (timing.blocksLeft > 0n ? (
          <TimeLeftRow until="end" secondsLeft={timing.secondsLeft} />
        ) : (
          <p className={styles.timeLeft}>{t("Calculating")}</p>
        ))}
      <PayoutBox position="Bull" round={round} winning={direction === "up"} />
      <RoundPriceBox phase="live" round={round} price={price} />
      <PayoutBox position="Bear" round={round} winning={direction === "down"} />
      <RoundAccountArea round={round} context={context} />
    </RoundCardShell>
  );
}

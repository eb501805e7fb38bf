import { Skeleton } from "../../../../../shared/ui/index.ts";
import { CollectAction } from "../../../collect/components/CollectAction.tsx";
import { EnteredPosition } from "../../../position/components/EnteredPosition.tsx";
import type { PredictionRound } from "../../../model/PredictionRound.ts";
import type { RoundCardContext } from "../../model/RoundCardContext.ts";
import { roundCollectAction } from "../../model/roundCollectAction.ts";
import styles from "./roundCard.module.css";

/**
 * The account's part in a locked round, at the foot of its card: the position it entered and, once
 * won or refunded, 'Collect Winnings' or 'Reclaim'. Nothing for a visitor or a round not played.
 */
export function RoundAccountArea({ round, context }: { round: PredictionRound; context: RoundCardContext }) {
  if (context.account === undefined) return null;
  if (context.accountRounds === undefined) return <Skeleton height={36} />;
  const accountRound = context.accountRounds.get(round.epoch);
  if (!accountRound?.bet) return null;
  const action = roundCollectAction(round, accountRound);
  return (
    <div className={styles.accountArea}>
      <EnteredPosition bet={accountRound.bet} />
      {action && (
        <CollectAction
          action={action}
          isCollecting={context.collect.collecting.has(round.epoch)}
          onCollect={() => context.collect.collect(round.epoch)}
        />
      )}
    </div>
  );
}

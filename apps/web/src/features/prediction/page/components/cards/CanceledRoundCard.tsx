import { useTranslation } from "../../../../../shared/i18n/index.ts";
import { WarningIcon } from "../../../../../shared/ui/index.ts";
import type { PredictionRound } from "../../../model/PredictionRound.ts";
import type { RoundCardContext } from "../../model/RoundCardContext.ts";
import { RoundAccountArea } from "./RoundAccountArea.tsx";
import { RoundCardShell } from "./RoundCardShell.tsx";
import styles from "./roundCard.module.css";

/** A canceled round: every bet in it is refunded in full, through 'Reclaim'. */
export function CanceledRoundCard({ round, context }: { round: PredictionRound; context: RoundCardContext }) {
  const { t } = useTranslation();
  return (
    <RoundCardShell kind="canceled" epoch={round.epoch}>
      <div className={styles.canceledNote}>
        <WarningIcon size={32} />
        <p>{t("Round canceled due to error (reclaim funds)")}</p>
      </div>
      <RoundAccountArea round={round} context={context} />
    </RoundCardShell>
  );
}

import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Button, Skeleton } from "../../../../shared/ui/index.ts";
import { ConnectWalletButton } from "../../../wallet/index.ts";
import type { AccountRound } from "../../data/model/PredictionMarket.ts";
import type { Position } from "../../model/PredictionRound.ts";
import { EnteredPosition } from "./EnteredPosition.tsx";
import styles from "./position.module.css";

export interface NextRoundActionsProps {
  /** Whether a wallet is connected: a visitor is asked to connect one. */
  readonly connected: boolean;
  /** The account's part in the round; undefined while it loads. */
  readonly accountRound: AccountRound | undefined;
  /** Too close to the lock to bet (isRoundAboutToLock). */
  readonly aboutToLock: boolean;
  readonly onChoose: (position: Position) => void;
}

/**
 * The next round's actions: 'Enter UP' and 'Enter DOWN', off with 'Round is about to lock' near the
 * lock; the position once entered (one bet per round); 'Connect Wallet' for a visitor.
 */
export function NextRoundActions({ connected, accountRound, aboutToLock, onChoose }: NextRoundActionsProps) {
  const { t } = useTranslation();
  if (!connected) return <ConnectWalletButton />;
  if (accountRound === undefined) {
    return (
      <div className={styles.actions}>
        <Skeleton height={44} />
        <Skeleton height={44} />
      </div>
    );
  }
  if (accountRound.bet) return <EnteredPosition bet={accountRound.bet} />;
  return (
    <div className={styles.actions}>
      <Button fullWidth className={styles.enterUp} disabled={aboutToLock} onClick={() => onChoose("Bull")}>
        {t("Enter UP")}
      </Button>
      <Button fullWidth variant="danger" disabled={aboutToLock} onClick={() => onChoose("Bear")}>
        {t("Enter DOWN")}
      </Button>
      {aboutToLock && (
        <p className={styles.lockNote} role="status">
          {t("Round is about to lock")}
        </p>
      )}
    </div>
  );
}

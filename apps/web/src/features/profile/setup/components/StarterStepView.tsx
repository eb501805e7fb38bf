import { useState } from "react";
import { STARTER_COLLECTIBLES } from "@griddle/sdk";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { Button, Notice, Skeleton } from "../../../../shared/ui/index.ts";
import { ApprovalState } from "../../../approval/index.ts";
import { CAKE_DECIMALS } from "../../../../shared/chain/index.ts";
import { formatTokenAmount } from "../../../../shared/format/index.ts";
import type { StarterStep } from "../hooks/useStarterStep.ts";
import { ChoiceTile } from "./ChoiceTile.tsx";
import styles from "./SetupStep.module.css";

export interface StarterStepViewProps {
  readonly step: StarterStep;
  /** Each starter's picture by bunnyId. */
  readonly imageOf: (bunnyId: number) => string | undefined;
  /** Whether the wallet already holds a collectible: then this step can be passed. */
  readonly holdsCollectible: boolean;
  readonly onNext: () => void;
}

/** Step 1: choose a starter collectible and buy it for CAKE, or go on with one already held. */
export function StarterStepView({ step, imageOf, holdsCollectible, onNext }: StarterStepViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [chosen, setChosen] = useState<number>();
  const starter = STARTER_COLLECTIBLES.find(({ bunnyId }) => bunnyId === chosen);
  const price = step.price === undefined ? "-" : formatTokenAmount(step.price, CAKE_DECIMALS, locale, 2);
  const approved = step.approvalState === ApprovalState.APPROVED;

  const buy = () => {
    if (step.hasClaimed === undefined || step.onSale === undefined) return <Skeleton height={40} />;
    if (step.hasClaimed)
      return (
        <Notice>{t("You already got your starter collectible: go on with the one in your wallet.")}</Notice>
      );
    if (!step.onSale)
      return <Notice variant="warning">{t("Starter collectibles are not on sale right now.")}</Notice>;
    return (
      <>
        {step.insufficientBalance && <Notice variant="danger">{t("Insufficient CAKE balance")}</Notice>}
        <div className={styles.actions}>
          <Button
            disabled={
              approved || step.approvalState !== ApprovalState.NOT_APPROVED || step.insufficientBalance
            }
            isLoading={step.approvalState === ApprovalState.PENDING}
            onClick={step.approve}
            data-testid="profile-starter-enable"
          >
            {approved ? t("Enabled") : t("Enable")}
          </Button>
          <Button
            disabled={!approved || starter === undefined || step.insufficientBalance}
            isLoading={step.minting}
            onClick={() => starter && step.mint(starter.bunnyId, starter.name)}
            data-testid="profile-starter-confirm"
          >
            {t("Confirm")}
          </Button>
        </div>
      </>
    );
  };

  return (
    <section className={styles.step} data-testid="profile-step-starter">
      <p className={styles.lead}>
        {t(
          "Every profile starts by making a “starter” collectible. This starter will also become your first profile picture.",
        )}
      </p>
      <p>{t("Cost: %amount% CAKE", { amount: price })}</p>
      <ul className={styles.choices}>
        {STARTER_COLLECTIBLES.map((collectible) => (
          <li key={collectible.bunnyId}>
            <ChoiceTile
              selected={collectible.bunnyId === chosen}
              onSelect={() => setChosen(collectible.bunnyId)}
              disabled={step.hasClaimed === true}
              testId={`profile-starter-${collectible.identifier}`}
            >
              {imageOf(collectible.bunnyId) && (
                <img src={imageOf(collectible.bunnyId)} alt="" width={120} height={120} />
              )}
              {collectible.name}
            </ChoiceTile>
          </li>
        ))}
      </ul>
      {buy()}
      <div className={styles.actions}>
        <Button variant="secondary" disabled={!holdsCollectible} onClick={onNext} data-testid="profile-next">
          {t("Next Step")}
        </Button>
      </div>
    </section>
  );
}

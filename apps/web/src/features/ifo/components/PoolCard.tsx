import { formatUnits } from "viem";
import { formatTokenAmount } from "../../../shared/format/index.ts";
import { useLocale, useTranslation } from "../../../shared/i18n/index.ts";
import { Button, Card, DetailRow, Heading, Input } from "../../../shared/ui/index.ts";
import { ApprovalState } from "../../approval/index.ts";
import { ConnectWalletButton } from "../../wallet/index.ts";
import { usePoolActions } from "../hooks/usePoolActions.ts";
import type { Offering, OfferingPool, UserPool } from "../model/Offering.ts";
import { formatRate } from "../model/formatRate.ts";
import { IfoStatus } from "../model/offeringStatus.ts";
import styles from "./PoolCard.module.css";

export interface PoolCardProps {
  readonly offering: Offering;
  readonly pool: OfferingPool;
  readonly userPool: UserPool | undefined;
  readonly lpBalance: bigint | undefined;
  readonly status: IfoStatus;
  /** Undefined without an account. */
  readonly account: string | undefined;
  /** Whether the account may commit: an active profile (spec 001 section 6). */
  readonly canTakePart: boolean;
}

const LP_SYMBOL = "CAKE-BNB LP";
const LP_DECIMALS = 6;

/**
 * One pool of an offering (spec 001 section 2, /ifo): what it sells and raises, what is committed, the
 * account's commitment, share, tokens and refund (the same before and after the harvest), the limit
 * per user or the overflow fee, and commit or harvest as the sale's status allows.
 */
export function PoolCard({
  offering,
  pool,
  userPool,
  lpBalance,
  status,
  account,
  canTakePart,
}: PoolCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const actions = usePoolActions(offering, pool, userPool, lpBalance);
  const symbol = offering.definition.tokenSymbol;
  const lp = (amount: bigint) => `${formatTokenAmount(amount, 18, locale, LP_DECIMALS)} ${LP_SYMBOL}`;
  const tokens = (amount: bigint) => `${formatTokenAmount(amount, 18, locale, 2)} ${symbol}`;
  const progress = pool.raisingAmount === 0n ? 0n : (pool.totalAmount * 10n ** 12n) / pool.raisingAmount;
  const testId = `ifo-${offering.definition.id}-${pool.kind}`;

  const action = () => {
    if (account === undefined) return <ConnectWalletButton />;
    if (status === IfoStatus.Open) {
      if (!canTakePart) return null;
      const problem = {
        empty: null,
        valid: null,
        invalid: t("Enter a valid amount"),
        insufficientBalance: t("Insufficient %symbol% balance", { symbol: "LP" }),
        aboveLimit: t("Above the max. LP token entry"),
      }[actions.amount.kind];
      return (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            actions.commit();
          }}
        >
          <label className={styles.field}>
            <span>{t("Commit %symbol%", { symbol: LP_SYMBOL })}</span>
            <span className={styles.inputRow}>
              <Input
                inputMode="decimal"
                placeholder="0.0"
                value={actions.amountText}
                invalid={problem !== null}
                onChange={(event) => actions.setAmountText(event.target.value)}
                data-testid={`${testId}-amount`}
              />
              <Button
                variant="secondary"
                size="sm"
                onClick={() => actions.setAmountText(formatUnits(actions.max, 18))}
                data-testid={`${testId}-max`}
              >
                {t("Max")}
              </Button>
            </span>
          </label>
          {problem && (
            <p className={styles.problem} role="alert">
              {problem}
            </p>
          )}
          {actions.amount.kind === "valid" && actions.approvalState !== ApprovalState.APPROVED ? (
            <Button
              key="approve"
              fullWidth
              isLoading={actions.approvalState === ApprovalState.PENDING}
              disabled={actions.approvalState === ApprovalState.UNKNOWN}
              onClick={actions.approve}
              data-testid={`${testId}-approve`}
            >
              {t("Enable")}
            </Button>
          ) : (
            <Button
              key="commit"
              type="submit"
              fullWidth
              isLoading={actions.committing}
              disabled={actions.amount.kind !== "valid"}
              data-testid={`${testId}-commit`}
            >
              {t("Commit")}
            </Button>
          )}
        </form>
      );
    }
    if (status === IfoStatus.Finished || status === IfoStatus.Closed) {
      if (userPool === undefined || userPool.amount === 0n) return null;
      if (userPool.claimed)
        return (
          <p className={styles.done} data-testid={`${testId}-harvested`}>
            {t("Harvested!")}
          </p>
        );
      return (
        <Button
          fullWidth
          isLoading={actions.harvesting}
          onClick={actions.harvest}
          data-testid={`${testId}-harvest`}
        >
          {t("Harvest")}
        </Button>
      );
    }
    return null;
  };

  return (
    <Card className={styles.card} data-testid={testId}>
      <Heading as="h3" scale="md">
        {pool.kind === "poolBasic" ? t("Basic Sale") : t("Unlimited Sale")}
      </Heading>
      <dl className={styles.rows}>
        <DetailRow label={t("Total for sale")} testId={`${testId}-sale`}>
          {tokens(pool.offeringAmount)}
        </DetailRow>
        <DetailRow label={t("Funds to raise")} testId={`${testId}-raise`}>
          {lp(pool.raisingAmount)}
        </DetailRow>
        <DetailRow label={t("Total committed")} testId={`${testId}-total`}>
          {lp(pool.totalAmount)} ({formatRate(progress, locale)}%)
        </DetailRow>
        {pool.limitPerUser > 0n && (
          <DetailRow label={t("Max. LP token entry")} testId={`${testId}-limit`}>
            {lp(pool.limitPerUser)}
          </DetailRow>
        )}
        {pool.hasTax && (
          <DetailRow
            label={t("Additional fee")}
            hint={t(
              "The fee on the refund of an oversubscribed pool: 1% up to full subscription, falling as the pool oversubscribes.",
            )}
            testId={`${testId}-tax-rate`}
          >
            {formatRate(pool.taxRate, locale)}%
          </DetailRow>
        )}
        {userPool && (
          <>
            <DetailRow label={t("Your committed")} testId={`${testId}-committed`}>
              {lp(userPool.amount)}
            </DetailRow>
            <DetailRow label={t("Your share")} testId={`${testId}-share`}>
              {formatRate(userPool.allocation, locale)}%
            </DetailRow>
            <DetailRow label={t("Your %symbol%", { symbol })} testId={`${testId}-tokens`}>
              {tokens(userPool.offeringAmount)}
            </DetailRow>
            <DetailRow label={t("Your LP refund")} testId={`${testId}-refund`}>
              {lp(userPool.refundingAmount)}
            </DetailRow>
            {pool.hasTax && (
              <DetailRow label={t("Your fee")} testId={`${testId}-tax`}>
                {lp(userPool.taxAmount)}
              </DetailRow>
            )}
          </>
        )}
      </dl>
      {action()}
    </Card>
  );
}

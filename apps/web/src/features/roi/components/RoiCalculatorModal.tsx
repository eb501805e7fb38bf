import { useId, useMemo } from "react";
import { formatUnits } from "viem";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { Button, Modal } from "../../../shared/ui/index.ts";
import { useRoiCalculator } from "../hooks/useRoiCalculator.ts";
import { COMPOUNDING_FREQUENCIES } from "../model/compoundingFrequencies.ts";
import { isAutoCompounding } from "../model/isAutoCompounding.ts";
import { ROI_DURATIONS } from "../model/roiDurations.ts";
import type { RoiRates } from "../model/RoiRates.ts";
import { roiTokenDecimals } from "../model/roiTokenDecimals.ts";
import { RoiCalculationArrow } from "./RoiCalculationArrow.tsx";
import { RoiCalculatorDetails } from "./RoiCalculatorDetails.tsx";
import styles from "./RoiCalculatorModal.module.css";
import { RoiCard } from "./RoiCard.tsx";
import { RoiOptionGroup } from "./RoiOptionGroup.tsx";
import { RoiPrincipalInput } from "./RoiPrincipalInput.tsx";

export interface RoiCalculatorModalProps {
  readonly onDismiss: () => void;
  /** Base APR, percent per year (for farms: without LP rewards). */
  readonly apr: number;
  /** Farms only: the APR of LP trading fees, percent per year. */
  readonly lpRewardsApr?: number;
  /** US dollars per whole token. */
  readonly earningTokenPrice: number;
  readonly stakingTokenPrice: number;
  readonly stakingTokenSymbol: string;
  readonly earningTokenSymbol: string;
  /** The account's staking-token balance in raw units; undefined without an account ('My Balance' disabled). */
  readonly stakingTokenBalance?: bigint;
  readonly stakingTokenDecimals: number;
  /** Compounds per day when the pool compounds by itself (the vault: 5000); hides 'Compounding every'. */
  readonly autoCompoundFrequency?: number;
  /** Percent of returns taken as a fee (the vault's performance fee, e.g. 2). */
  readonly performanceFee?: number;
  /** Farms: the multiplier text, e.g. '40X', shown with its tooltip in the details. */
  readonly multiplier?: string;
  /** The link at the bottom of the details, e.g. 'Get CAKE' to /swap?outputCurrency=0x.... */
  readonly linkLabel: string;
  readonly linkHref: string;
  readonly isFarm?: boolean;
}

const DURATION_LABELS = ROI_DURATIONS.map((duration) => duration.label);
const COMPOUNDING_LABELS = COMPOUNDING_FREQUENCIES.map((frequency) => frequency.label);

/** The ROI Calculator (spec 000 section 2): what a stake earns at current rates, or what to stake for a target. */
export function RoiCalculatorModal({
  onDismiss,
  apr,
  lpRewardsApr = 0,
  earningTokenPrice,
  stakingTokenPrice,
  stakingTokenSymbol,
  earningTokenSymbol,
  stakingTokenBalance,
  stakingTokenDecimals,
  autoCompoundFrequency,
  performanceFee = 0,
  multiplier,
  linkLabel,
  linkHref,
  isFarm = false,
}: RoiCalculatorModalProps) {
  const { t } = useTranslation();
  const stakedForId = useId();
  const compoundingId = useId();
  const rates = useMemo<RoiRates>(
    () => ({ apr, stakingTokenPrice, earningTokenPrice, performanceFee, autoCompoundFrequency }),
    [apr, stakingTokenPrice, earningTokenPrice, performanceFee, autoCompoundFrequency],
  );
  const calculator = useRoiCalculator(rates);
  const { controls, data } = calculator.state;

  const editingTokens = controls.editingCurrency === "token";
  const hasBalance =
    stakingTokenBalance !== undefined && stakingTokenBalance > 0n && Number.isFinite(stakingTokenPrice);

  return (
    <Modal title={t("ROI Calculator")} onDismiss={onDismiss} maxWidth="400px">
      <div className={styles.calculator}>
        <div className={styles.section}>
          <RoiPrincipalInput
            label={t("%asset% staked", { asset: stakingTokenSymbol })}
            value={editingTokens ? data.principalAsToken : data.principalAsUSD}
            unit={editingTokens ? stakingTokenSymbol : "USD"}
            conversionValue={editingTokens ? data.principalAsUSD : data.principalAsToken}
            conversionUnit={editingTokens ? "USD" : stakingTokenSymbol}
            onUserInput={editingTokens ? calculator.setPrincipalFromTokens : calculator.setPrincipalFromUsd}
            onSwitchCurrency={calculator.toggleEditingCurrency}
            onFocus={() => calculator.setCalculatorMode("roiFromPrincipal")}
          />
          <div className={styles.quickAmounts}>
            <Button size="sm" variant="tertiary" onClick={() => calculator.setPrincipalFromUsd("100")}>
              {t("$100")}
            </Button>
            <Button size="sm" variant="tertiary" onClick={() => calculator.setPrincipalFromUsd("1000")}>
              {t("$1000")}
            </Button>
            <Button
              size="sm"
              variant="tertiary"
              className={styles.myBalance}
              disabled={!hasBalance}
              onClick={() =>
                stakingTokenBalance !== undefined &&
                calculator.setPrincipalFromTokens(formatUnits(stakingTokenBalance, stakingTokenDecimals))
              }
            >
              {t("My Balance")}
            </Button>
          </div>
        </div>

        <div className={styles.section}>
          <span id={stakedForId} className={styles.sectionLabel}>
            {t("Staked for")}
          </span>
          <RoiOptionGroup
            labelledBy={stakedForId}
            options={DURATION_LABELS}
            activeIndex={controls.stakingDuration}
            onSelect={calculator.setStakingDuration}
            testId="roi-staked-for"
          />
        </div>

        {!isAutoCompounding(autoCompoundFrequency) && (
          <div className={styles.section}>
            <span id={compoundingId} className={styles.sectionLabel}>
              {t("Compounding every")}
            </span>
            <div className={styles.compounding}>
              <input
                type="checkbox"
                className={styles.checkbox}
                aria-labelledby={compoundingId}
                checked={controls.compounding}
                onChange={calculator.toggleCompounding}
                data-testid="roi-compounding-toggle"
              />
              <RoiOptionGroup
                labelledBy={compoundingId}
                options={COMPOUNDING_LABELS}
                activeIndex={controls.activeCompoundingIndex}
                onSelect={calculator.setCompoundingFrequency}
                disabled={!controls.compounding}
                testId="roi-compounding-every"
              />
            </div>
          </div>
        )}

        <RoiCalculationArrow mode={controls.mode} />

        <RoiCard
          mode={controls.mode}
          roiUsd={data.roiUSD}
          roiTokens={data.roiTokens}
          roiTokenDecimals={roiTokenDecimals(earningTokenPrice)}
          roiPercentage={data.roiPercentage}
          earningTokenSymbol={earningTokenSymbol}
          onEditTarget={() => calculator.setCalculatorMode("principalFromRoi")}
          onTargetChange={calculator.setTargetRoi}
          onConfirmTarget={() => calculator.setCalculatorMode("roiFromPrincipal")}
        />
      </div>
      <RoiCalculatorDetails
        apr={apr}
        lpRewardsApr={lpRewardsApr}
        autoCompoundFrequency={autoCompoundFrequency}
        performanceFee={performanceFee}
        multiplier={multiplier}
        linkLabel={linkLabel}
        linkHref={linkHref}
        isFarm={isFarm}
      />
    </Modal>
  );
}

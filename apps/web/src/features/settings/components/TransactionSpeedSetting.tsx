import { useId } from "react";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { Button } from "../../../shared/ui/index.ts";
import { GAS_PRICE_GWEI } from "../model/gasPriceForSpeed.ts";
import { TRANSACTION_SPEEDS, type TransactionSpeed } from "../model/transactionSpeed.ts";
import layout from "./settingLayout.module.css";

export interface TransactionSpeedSettingProps {
  speed: TransactionSpeed;
  onChange: (speed: TransactionSpeed) => void;
}

/** Standard, Fast and Instant, each with its gas price in gwei; the chosen one is pressed. */
export function TransactionSpeedSetting({ speed, onChange }: TransactionSpeedSettingProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const labels: Record<TransactionSpeed, string> = {
    standard: t("Standard (%gasPrice%)", { gasPrice: GAS_PRICE_GWEI.standard }),
    fast: t("Fast (%gasPrice%)", { gasPrice: GAS_PRICE_GWEI.fast }),
    instant: t("Instant (%gasPrice%)", { gasPrice: GAS_PRICE_GWEI.instant }),
  };
  return (
    <div className={layout.setting}>
      <div className={layout.text}>
        <p id={labelId} className={layout.label}>
          {t("Default Transaction Speed (GWEI)")}
        </p>
        <p className={layout.description}>
          {t(
            "Adjusts the gas price (transaction fee) for your transaction. Higher GWEI = higher speed = higher fees",
          )}
        </p>
      </div>
      <div role="group" aria-labelledby={labelId} className={layout.options}>
        {TRANSACTION_SPEEDS.map((option) => (
          <Button
            key={option}
            size="sm"
            variant={option === speed ? "primary" : "tertiary"}
            aria-pressed={option === speed}
            onClick={() => onChange(option)}
          >
            {labels[option]}
          </Button>
        ))}
      </div>
    </div>
  );
}

import { useId, useState } from "react";
import { useTranslation, type TranslateFunction } from "../../../shared/i18n/index.ts";
import { Button, classNames, Input } from "../../../shared/ui/index.ts";
import { getSlippageNotice, type SlippageNotice } from "../model/getSlippageNotice.ts";
import { parseSlippageInput } from "../model/parseSlippageInput.ts";
import {
  formatSlippagePlaceholder,
  formatSlippagePreset,
  SLIPPAGE_PRESETS_BPS,
} from "../model/slippagePresets.ts";
import layout from "./settingLayout.module.css";
import styles from "./SlippageToleranceSetting.module.css";

export interface SlippageToleranceSettingProps {
  slippageBps: number;
  onChange: (slippageBps: number) => void;
}

function noticeText(t: TranslateFunction, notice: SlippageNotice): string {
  switch (notice) {
    case "invalidInput":
      return t("Enter a valid slippage percentage");
    case "riskyLow":
      return t("Your transaction may fail");
    case "riskyHigh":
      return t("Your transaction may be frontrun");
  }
}

/**
 * The presets and a custom percentage. Only valid text changes the setting: while the text is
 * invalid the last valid value stays in force and the error says so.
 */
export function SlippageToleranceSetting({ slippageBps, onChange }: SlippageToleranceSettingProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const noticeId = useId();
  const [text, setText] = useState("");
  const input = parseSlippageInput(text);
  const notice = getSlippageNotice(input, slippageBps);

  const handleTextChange = (value: string) => {
    setText(value);
    const parsed = parseSlippageInput(value);
    if (parsed.status === "valid") onChange(parsed.bps);
  };

  return (
    <div className={layout.setting}>
      <div className={layout.text}>
        <p id={labelId} className={layout.label}>
          {t("Slippage Tolerance")}
        </p>
        <p className={layout.description}>
          {t(
            "Setting a high slippage tolerance can help transactions succeed, but you may not get such a good price. Use with caution.",
          )}
        </p>
      </div>
      <div role="group" aria-labelledby={labelId} className={layout.options}>
        {SLIPPAGE_PRESETS_BPS.map((bps) => (
          <Button
            key={bps}
            size="sm"
            variant={bps === slippageBps ? "primary" : "tertiary"}
            aria-pressed={bps === slippageBps}
            onClick={() => {
              setText("");
              onChange(bps);
            }}
          >
            {formatSlippagePreset(bps)}
          </Button>
        ))}
        <span className={styles.custom}>
          <Input
            size="sm"
            inputMode="decimal"
            autoComplete="off"
            aria-label={t("Custom slippage")}
            aria-describedby={noticeId}
            placeholder={formatSlippagePlaceholder(slippageBps)}
            value={text}
            invalid={input.status === "invalid"}
            className={classNames(
              styles.customInput,
              !SLIPPAGE_PRESETS_BPS.includes(slippageBps) && styles.customActive,
            )}
            onChange={(event) => handleTextChange(event.target.value)}
            // Leaving an invalid entry shows the value still in force, as the placeholder.
            onBlur={() => {
              if (input.status === "invalid") setText("");
            }}
          />
          <span className={styles.percent} aria-hidden="true">
            %
          </span>
        </span>
      </div>
      <p
        id={noticeId}
        aria-live="polite"
        className={notice === "invalidInput" ? styles.error : styles.warning}
      >
        {notice && noticeText(t, notice)}
      </p>
    </div>
  );
}

import { useTranslation } from "../../../../shared/i18n/index.ts";
import { HelpTooltip } from "../../../../shared/ui/index.ts";
import styles from "./farmValues.module.css";

/** The farm's multiplier ('40X') with what it means. */
export function FarmMultiplierValue({ multiplier }: { multiplier: string }) {
  const { t } = useTranslation();
  return (
    <span className={styles.withHelp}>
      <span data-testid="farm-multiplier">{multiplier}</span>
      <HelpTooltip
        label={t("About the multiplier")}
        content={
          <>
            {t("The multiplier represents the amount of CAKE rewards each farm gets.")}
            <br />
            {t(
              "For example, if a 1x farm was getting 1 CAKE per block, a 40x farm would be getting 40 CAKE per block.",
            )}
          </>
        }
      />
    </span>
  );
}

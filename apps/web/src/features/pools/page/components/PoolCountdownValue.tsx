import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { ExternalLink } from "../../../../shared/ui/index.ts";
import { formatDecimal } from "../../../../shared/format/index.ts";
import type { PoolBlockCountdown } from "../model/getPoolBlockCountdown.ts";
import styles from "./poolValues.module.css";

/** 'N blocks' to the start or end, linked to the explorer's countdown page when there is one; else a dash. */
export function PoolCountdownValue({
  countdown,
  href,
}: {
  countdown: PoolBlockCountdown | undefined;
  href?: string | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (countdown === undefined) return <span className={styles.muted}>-</span>;
  const text = `${formatDecimal(countdown.blocks, 0, locale)} ${t("blocks")}`;
  if (href === undefined) return <span className={styles.countdown}>{text}</span>;
  return (
    <ExternalLink href={href} showIcon>
      {text}
    </ExternalLink>
  );
}

import { useTranslation } from "../../i18n/index.ts";
import { classNames } from "../classNames.ts";
import styles from "./Badge.module.css";
import { badgeKinds, type BadgeKind } from "./badgeKinds.ts";

export function Badge({ kind, className }: { kind: BadgeKind; className?: string }) {
  const { t } = useTranslation();
  const { label, tone } = badgeKinds[kind];
  return <span className={classNames(styles.badge, styles[tone], className)}>{t(label)}</span>;
}

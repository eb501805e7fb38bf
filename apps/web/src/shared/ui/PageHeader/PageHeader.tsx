import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/index.ts";
import { ArrowBackIcon } from "../icons/ArrowBackIcon.tsx";
import styles from "./PageHeader.module.css";

export interface PageHeaderProps {
  title: string;
  subtitle?: string;
  /** Buttons at the end of the header, such as settings and recent transactions. */
  actions?: ReactNode;
  /** A back arrow before the title, to this route of the app. */
  backTo?: string;
}

/** The header of a card-sized page such as Exchange: title, subtitle and its action buttons. */
export function PageHeader({ title, subtitle, actions, backTo }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      {backTo !== undefined && (
        <Link to={backTo} className={styles.back} aria-label={t("Back")}>
          <ArrowBackIcon size={20} />
        </Link>
      )}
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}

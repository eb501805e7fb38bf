import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/index.ts";
import { CopyIcon } from "../icons/CopyIcon.tsx";
import styles from "./CopyToClipboard.module.css";
import { useCopyToClipboard } from "./useCopyToClipboard.ts";

export interface CopyToClipboardProps {
  text: string;
  /** The button's visible label; without it the button shows only the icon and is named 'Copy'. */
  children?: ReactNode;
}

export function CopyToClipboard({ text, children }: CopyToClipboardProps) {
  const { t } = useTranslation();
  const { copy, status } = useCopyToClipboard();
  return (
    <span className={styles.wrapper}>
      <button
        type="button"
        className={styles.button}
        aria-label={children ? undefined : t("Copy")}
        onClick={() => void copy(text)}
      >
        {children}
        <CopyIcon size={16} />
      </button>
      <span className={styles.feedback} role="status">
        {status === "copied" && t("Copied")}
        {status === "failed" && t("Copy failed")}
      </span>
    </span>
  );
}

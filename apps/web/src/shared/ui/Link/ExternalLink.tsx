import type { ComponentProps } from "react";
import { useTranslation } from "../../i18n/index.ts";
import { classNames } from "../classNames.ts";
import { ExternalLinkIcon } from "../icons/ExternalLinkIcon.tsx";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden.tsx";
import styles from "./Link.module.css";

export interface ExternalLinkProps extends Omit<ComponentProps<"a">, "target" | "rel"> {
  href: string;
  /** Shows the external-link arrow after the text. */
  showIcon?: boolean;
}

/** A styled link that opens another site in a new tab, without giving it access to this window. */
export function ExternalLink({ showIcon = false, className, children, ...rest }: ExternalLinkProps) {
  const { t } = useTranslation();
  return (
    <a className={classNames(styles.link, className)} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      {showIcon && <ExternalLinkIcon size={14} />}
      <VisuallyHidden>{t("(opens in a new tab)")}</VisuallyHidden>
    </a>
  );
}

import { useTranslation } from "../../i18n/index.ts";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden.tsx";
import styles from "./Spinner.module.css";

export interface SpinnerProps {
  /** Diameter in pixels. */
  size?: number;
  /** Hides the spinner from assistive technology where the surrounding control already says it is busy. */
  decorative?: boolean;
}

export function Spinner({ size = 24, decorative = false }: SpinnerProps) {
  const { t } = useTranslation();
  const circle = (
    <span
      className={styles.spinner}
      style={{ width: size, height: size, fontSize: size }}
      aria-hidden="true"
    />
  );
  if (decorative) return circle;
  return (
    <span role="status">
      {circle}
      <VisuallyHidden>{t("Loading...")}</VisuallyHidden>
    </span>
  );
}

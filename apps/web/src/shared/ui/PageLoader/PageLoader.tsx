import { Spinner } from "../Spinner/Spinner.tsx";
import styles from "./PageLoader.module.css";

/** Fills the content area while a page loads. */
export function PageLoader() {
  return (
    <div className={styles.pageLoader}>
      <Spinner size={40} />
    </div>
  );
}

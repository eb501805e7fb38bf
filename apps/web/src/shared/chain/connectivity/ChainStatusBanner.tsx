import { useContext } from "react";
import { useTranslation } from "../../i18n/index.ts";
import { Button, Notice } from "../../ui/index.ts";
import { useCurrentBlock } from "../useCurrentBlock.ts";
import { LocalChainRestartContext } from "./LocalChainRestartContext.ts";
import { useChainConnectivity } from "./useChainConnectivity.ts";
import styles from "./ChainStatusBanner.module.css";

/**
 * The app shell's one word on its chain connection: that the node cannot be reached (in place of an
 * error on every figure), and that the local chain restarted under it. Renders nothing otherwise.
 */
export function ChainStatusBanner() {
  const { t } = useTranslation();
  const { online } = useChainConnectivity();
  const block = useCurrentBlock();
  const restart = useContext(LocalChainRestartContext);
  return (
    <>
      {!online && (
        <div className={styles.banner} role="status" data-testid="chain-offline">
          <Notice variant="warning" title={t("The network's node cannot be reached")}>
            <p className={styles.text}>
              {block === undefined
                ? t("Griddle keeps trying and loads the figures on its own once the node answers.")
                : t(
                    "The figures shown are as of block %block%. Griddle keeps trying and refreshes them on its own once the node answers.",
                    { block },
                  )}
            </p>
          </Notice>
        </div>
      )}
      {restart?.shown && (
        <div className={styles.banner} role="status" data-testid="chain-restarted">
          <Notice variant="info" title={t("The local chain was restarted")}>
            <p className={styles.text}>
              {t(
                "Griddle dropped what it knew of the old chain, its pending transactions included, and now shows the new one.",
              )}
            </p>
            <div>
              <Button size="sm" variant="secondary" onClick={restart.dismiss}>
                {t("Dismiss")}
              </Button>
            </div>
          </Notice>
        </div>
      )}
    </>
  );
}

import { useTranslation } from "../../../shared/i18n/index.ts";
import { useAppChain } from "../../../shared/chain/index.ts";
import { Button, Notice } from "../../../shared/ui/index.ts";
import { useSwitchToAppChain } from "../hooks/useSwitchToAppChain.ts";
import styles from "./WalletGate.module.css";

/** Shown while the connected wallet is on another network than the app's. */
export function WrongNetworkBanner() {
  const { t } = useTranslation();
  const chain = useAppChain();
  const { switchToAppChain, isSwitching } = useSwitchToAppChain();
  return (
    <div className={styles.banner} role="alert" data-testid="wrong-network">
      <Notice variant="warning" title={t("Wrong network")}>
        <p className={styles.bannerText}>
          {t(
            "Your wallet is connected to another network. Switch it to %network% (chain id %chainId%) to use Griddle.",
            {
              network: chain.name,
              chainId: chain.id,
            },
          )}
        </p>
        <div>
          <Button size="sm" isLoading={isSwitching} onClick={() => void switchToAppChain()}>
            {t("Switch network")}
          </Button>
        </div>
      </Notice>
    </div>
  );
}

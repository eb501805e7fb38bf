import { useState } from "react";
import { useConnection } from "wagmi";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { Button, lazyDialog } from "../../../shared/ui/index.ts";
import { shortenAddress } from "../model/shortenAddress.ts";
import { LazyConnectWalletModal } from "./LazyConnectWalletModal.ts";
import styles from "./WalletButton.module.css";

const WalletModal = lazyDialog(() => import("./WalletModal.tsx").then((module) => module.WalletModal));

/** The header's wallet control: 'Connect Wallet', or the connected account that opens the wallet modal. */
export function WalletButton() {
  const { t } = useTranslation();
  const { address, status } = useConnection();
  const [openModal, setOpenModal] = useState<"connect" | "wallet" | null>(null);
  const close = () => setOpenModal(null);

  return (
    <>
      {status === "connected" ? (
        <button
          type="button"
          className={styles.accountChip}
          title={address}
          data-testid="wallet-account-chip"
          onClick={() => setOpenModal("wallet")}
        >
          <span className={styles.dot} aria-hidden="true" />
          {shortenAddress(address)}
        </button>
      ) : (
        <Button
          size="sm"
          isLoading={status === "reconnecting" || status === "connecting"}
          data-testid="connect-wallet"
          onClick={() => setOpenModal("connect")}
        >
          {t("Connect Wallet")}
        </Button>
      )}
      {openModal === "connect" && status !== "connected" && <LazyConnectWalletModal onDismiss={close} />}
      {openModal === "wallet" && status === "connected" && (
        <WalletModal address={address} onDismiss={close} />
      )}
    </>
  );
}

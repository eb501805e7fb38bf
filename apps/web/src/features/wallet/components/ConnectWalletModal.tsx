import { useEffect, useState } from "react";
import { useConfig } from "wagmi";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { getSelectedDevWalletAccount } from "../../../shared/chain/index.ts";
import { Modal, Text } from "../../../shared/ui/index.ts";
import { useConnectWallet } from "../hooks/useConnectWallet.ts";
import { useWalletOptions } from "../hooks/useWalletOptions.ts";
import { DevAccountPicker } from "./DevAccountPicker.tsx";
import { WalletErrorNotice } from "./WalletErrorNotice.tsx";
import { WalletOptionButton } from "./WalletOptionButton.tsx";
import styles from "./ConnectWalletModal.module.css";

export function ConnectWalletModal({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation();
  const config = useConfig();
  const options = useWalletOptions();
  const { connectWallet, pendingConnectorId, error } = useConnectWallet();
  const [devAccountIndex, setDevAccountIndex] = useState(0);

  useEffect(() => {
    let active = true;
    void getSelectedDevWalletAccount(config).then((index) => {
      if (active) setDevAccountIndex(index);
    });
    return () => {
      active = false;
    };
  }, [config]);

  const connect = async (connectorId: string) => {
    if (await connectWallet(connectorId, { devAccountIndex })) onDismiss();
  };
  const hasBrowserWallet = options.some(
    (option) => option.kind === "announced" || option.kind === "injected",
  );

  return (
    <Modal title={t("Connect Wallet")} onDismiss={onDismiss}>
      <div className={styles.content}>
        {error && <WalletErrorNotice error={error} />}
        {!hasBrowserWallet && (
          <Text size="sm" color="secondary">
            {t("No browser wallet was detected. Install one such as MetaMask, then reload this page.")}
          </Text>
        )}
        <ul className={styles.list}>
          {options.map((option) => (
            <li key={option.connectorId} className={styles.item}>
              <WalletOptionButton
                option={option}
                isPending={pendingConnectorId === option.connectorId}
                disabled={pendingConnectorId !== undefined}
                onSelect={() => void connect(option.connectorId)}
              />
              {option.kind === "devWallet" && (
                <DevAccountPicker
                  value={devAccountIndex}
                  onChange={setDevAccountIndex}
                  disabled={pendingConnectorId !== undefined}
                />
              )}
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}

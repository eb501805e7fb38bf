import { useState } from "react";
import type { Address } from "viem";
import { useDisconnect } from "wagmi";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { Modal, Tabs } from "../../../shared/ui/index.ts";
import { RecentTransactionsList } from "../../transactions/index.ts";
import { WalletInfoPanel } from "./WalletInfoPanel.tsx";

type WalletTab = "wallet" | "transactions";

export function WalletModal({ address, onDismiss }: { address: Address; onDismiss: () => void }) {
  const { t } = useTranslation();
  const [activeTab, setActiveTab] = useState<WalletTab>("wallet");
  const { mutate: disconnect, isPending: isDisconnecting } = useDisconnect();

  return (
    <Modal title={t("Your Wallet")} onDismiss={onDismiss} maxWidth="440px">
      <Tabs
        label={t("Your Wallet")}
        fullWidth
        activeId={activeTab}
        onChange={(id) => setActiveTab(id === "transactions" ? "transactions" : "wallet")}
        tabs={[
          {
            id: "wallet",
            label: t("Wallet"),
            panel: (
              <WalletInfoPanel
                // A new account starts from empty balances, never the previous account's.
                key={address}
                address={address}
                isDisconnecting={isDisconnecting}
                onDisconnect={() => disconnect(undefined, { onSuccess: onDismiss })}
              />
            ),
          },
          {
            id: "transactions",
            label: t("Transactions"),
            panel: <RecentTransactionsList />,
          },
        ]}
      />
    </Modal>
  );
}

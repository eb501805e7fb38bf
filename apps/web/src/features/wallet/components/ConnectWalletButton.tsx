import { useState } from "react";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { Button } from "../../../shared/ui/index.ts";
import { LazyConnectWalletModal } from "./LazyConnectWalletModal.ts";

/** The full-width 'Connect Wallet' action a form shows to visitors in place of its own buttons. */
export function ConnectWalletButton() {
  const { t } = useTranslation();
  const [connecting, setConnecting] = useState(false);
  return (
    <>
      <Button fullWidth size="lg" onClick={() => setConnecting(true)}>
        {t("Connect Wallet")}
      </Button>
      {connecting && <LazyConnectWalletModal onDismiss={() => setConnecting(false)} />}
    </>
  );
}

import { useDisconnect } from "wagmi";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { Button, Heading, Text } from "../../../shared/ui/index.ts";
import styles from "./WalletGate.module.css";

/** Replaces the whole app for an account on the blocked list. */
export function BlockedAddressPage() {
  const { t } = useTranslation();
  const { mutate: disconnect, isPending } = useDisconnect();
  return (
    <main className={styles.blockedPage} data-testid="blocked-address">
      <div className={styles.blockedPanel}>
        <Heading as="h1" scale="xl">
          {t("Blocked address")}
        </Heading>
        <Text color="secondary">{t("The connected account cannot use this app.")}</Text>
        <Button variant="secondary" isLoading={isPending} onClick={() => disconnect()}>
          {t("Disconnect")}
        </Button>
      </div>
    </main>
  );
}

import { useId } from "react";
import type { Address } from "viem";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { useAppChainConfig } from "../../../shared/chain/index.ts";
import { Button, CopyToClipboard, ExternalLink, Notice, Text } from "../../../shared/ui/index.ts";
import { useWalletBalances } from "../hooks/useWalletBalances.ts";
import { isLowNativeBalance } from "../model/isLowNativeBalance.ts";
import { BalanceRow } from "./BalanceRow.tsx";
import styles from "./WalletModal.module.css";

export interface WalletInfoPanelProps {
  address: Address;
  onDisconnect: () => void;
  isDisconnecting: boolean;
}

export function WalletInfoPanel({ address, onDisconnect, isDisconnecting }: WalletInfoPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const appChain = useAppChainConfig();
  const balances = useWalletBalances(address);
  const explorer = appChain.chain.blockExplorers?.default;
  const native = appChain.chain.nativeCurrency;

  return (
    <div className={styles.panel}>
      <section className={styles.addressSection} aria-labelledby={headingId}>
        <Text as="div" size="sm" color="secondary" id={headingId}>
          {t("Your Address")}
        </Text>
        <div className={styles.addressBox}>
          <code className={styles.address} data-testid="wallet-address">
            {address}
          </code>
          <CopyToClipboard text={address} />
        </div>
        {explorer ? (
          <ExternalLink href={`${explorer.url}/address/${address}`} showIcon>
            {t("View on %site%", { site: explorer.name })}
          </ExternalLink>
        ) : (
          <Text size="sm" color="secondary">
            {t("The local chain has no block explorer.")}
          </Text>
        )}
      </section>

      {balances.native !== undefined && isLowNativeBalance(balances.native) && (
        <Notice variant="warning" title={t("BNB Balance Low")}>
          {t("You need BNB for transaction fees.")}
        </Notice>
      )}

      <dl className={styles.balances} aria-busy={balances.isLoading || undefined}>
        <BalanceRow
          symbol={native.symbol}
          decimals={native.decimals}
          balance={balances.native}
          isLoading={balances.isLoading}
        />
        {balances.tokens.map(({ token, balance }) => (
          <BalanceRow
            key={token.address}
            symbol={token.symbol}
            decimals={token.decimals}
            balance={balance}
            isLoading={balances.isLoading}
          />
        ))}
      </dl>
      {balances.error && (
        <Text size="sm" color="danger" role="alert">
          {t("Could not read your balances.")}
        </Text>
      )}

      <Button variant="secondary" fullWidth isLoading={isDisconnecting} onClick={onDisconnect}>
        {t("Disconnect")}
      </Button>
    </div>
  );
}

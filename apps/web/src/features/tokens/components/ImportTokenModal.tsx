import { useState } from "react";
import { Token } from "@griddle/sdk";
import { useAppChain } from "../../../shared/chain/index.ts";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { Button, Checkbox, ExternalLink, Modal, Notice, Text } from "../../../shared/ui/index.ts";
import type { ImportedToken } from "../model/importedTokens.ts";
import { CurrencyLogo } from "./CurrencyLogo.tsx";
import styles from "./ImportTokenModal.module.css";

export interface ImportTokenModalProps {
  token: ImportedToken;
  onImport: (token: Token) => void;
  onDismiss: () => void;
  /** Shows a back arrow, to the view the import was started from. */
  onBack?: () => void;
  /** The inactive list the token was found in; 'Unknown Source' without one. */
  sourceListName?: string | undefined;
}

function shortenAddress(address: string): string {
  return `${address.slice(0, 6)}...${address.slice(-4)}`;
}

/**
 * 'Import Tokens' (spec 000 section 2, Token import dialog): warns that anyone can create a token,
 * shows what the chain says about it, and imports only once 'I understand' is ticked.
 */
export function ImportTokenModal({
  token,
  onImport,
  onDismiss,
  onBack,
  sourceListName,
}: ImportTokenModalProps) {
  const { t } = useTranslation();
  const chain = useAppChain();
  const [understood, setUnderstood] = useState(false);
  const sdkToken = new Token(chain.id, token.address, token.decimals, token.symbol, token.name);
  const explorer = chain.blockExplorers?.default.url;

  return (
    <Modal title={t("Import Tokens")} onDismiss={onDismiss} onBack={onBack} maxWidth="420px">
      <div className={styles.content}>
        <Notice variant="warning" title={t("Trade at your own risk!")}>
          <Text size="sm">
            {t(
              "Anyone can create a token on this chain with any name, including creating fake versions of existing tokens and tokens that claim to represent projects that do not have a token.",
            )}
          </Text>
          <Text size="sm">{t("If you purchase an arbitrary token, you may be unable to sell it back.")}</Text>
        </Notice>
        <div className={styles.token}>
          <CurrencyLogo currency={sdkToken} size={40} />
          <div className={styles.details}>
            <Text bold>
              {token.name} ({token.symbol})
            </Text>
            <Text size="sm" color="secondary" className={styles.address} title={token.address}>
              {shortenAddress(token.address)}
            </Text>
            {explorer && (
              <ExternalLink href={`${explorer}/address/${token.address}`} showIcon>
                {t("View on BscScan")}
              </ExternalLink>
            )}
          </div>
          {sourceListName ? (
            <span className={styles.listSource}>{t("via %list%", { list: sourceListName })}</span>
          ) : (
            <span className={styles.source}>{t("Unknown Source")}</span>
          )}
        </div>
        <div className={styles.actions}>
          <Checkbox checked={understood} onChange={setUnderstood} label={t("I understand")} />
          <Button disabled={!understood} onClick={() => onImport(sdkToken)}>
            {t("Import")}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

import { useState } from "react";
import { getAddress, isAddress } from "viem";
import { useAppChain } from "../../../shared/chain/index.ts";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { Button, CloseIcon, ExternalLink, IconButton, Input, Text } from "../../../shared/ui/index.ts";
import type { ImportedToken } from "../model/importedTokens.ts";
import { useAllTokens } from "../hooks/useAllTokens.ts";
import { useImportedTokens } from "../hooks/useImportedTokens.ts";
import { CurrencyLogo } from "./CurrencyLogo.tsx";
import { ImportRow } from "./ImportRow.tsx";
import { UnknownTokenRow } from "./UnknownTokenRow.tsx";
import styles from "./ManageTokens.module.css";

export interface ManageTokensProps {
  onImportToken: (token: ImportedToken) => void;
}

/** The Tokens tab: import a token by address, and see or remove the tokens imported so far. */
export function ManageTokens({ onImportToken }: ManageTokensProps) {
  const { t } = useTranslation();
  const chain = useAppChain();
  const allTokens = useAllTokens();
  const { tokens: custom, removeToken, clearTokens } = useImportedTokens();
  const [input, setInput] = useState("");
  const trimmed = input.trim();
  const address = isAddress(trimmed) ? getAddress(trimmed) : undefined;
  const known = address ? allTokens.find((token) => token.address === address) : undefined;
  const explorer = chain.blockExplorers?.default.url;

  return (
    <div className={styles.manage}>
      <div className={styles.add}>
        <Input
          aria-label={t("Token address")}
          placeholder="0x0000"
          value={input}
          invalid={trimmed !== "" && !address}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setInput(event.target.value)}
        />
        {trimmed !== "" && !address && (
          <Text size="sm" color="danger">
            {t("Enter valid token address")}
          </Text>
        )}
        {address && (
          <div className={styles.preview}>
            {known ? (
              <ImportRow token={known} isActive onImport={() => undefined} />
            ) : (
              <UnknownTokenRow address={address} onImport={onImportToken} />
            )}
          </div>
        )}
      </div>
      <ul className={styles.list} aria-label={t("Custom Tokens")}>
        {custom.map((token) => (
          <li key={token.address} className={styles.token}>
            <CurrencyLogo currency={token} size={24} />
            {explorer ? (
              <ExternalLink href={`${explorer}/address/${token.address}`} className={styles.symbol}>
                {token.symbol}
              </ExternalLink>
            ) : (
              <span className={styles.symbol}>{token.symbol}</span>
            )}
            <span className={styles.name}>{token.name}</span>
            <IconButton
              size="sm"
              aria-label={t("Remove %symbol%", { symbol: token.symbol })}
              onClick={() => removeToken(token.address)}
            >
              <CloseIcon size={16} />
            </IconButton>
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        <Text size="sm" color="secondary" data-testid="custom-token-count">
          {custom.length} {custom.length === 1 ? t("Custom Token") : t("Custom Tokens")}
        </Text>
        {custom.length > 0 && (
          <Button size="sm" variant="tertiary" onClick={clearTokens}>
            {t("Clear all")}
          </Button>
        )}
      </div>
    </div>
  );
}

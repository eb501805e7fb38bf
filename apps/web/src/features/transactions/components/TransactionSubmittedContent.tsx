import type { Hex } from "viem";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { ArrowUpCircleIcon, Button, CheckIcon, Text } from "../../../shared/ui/index.ts";
import { useAddTokenToWallet } from "../hooks/useAddTokenToWallet.ts";
import { useIsMetaMaskPresent } from "../hooks/useIsMetaMaskPresent.ts";
import type { WatchableToken } from "../model/buildWatchAssetParameters.ts";
import { TransactionHashLink } from "./TransactionHashLink.tsx";
import styles from "./TransactionDialog.module.css";

export interface TransactionSubmittedContentProps {
  hash: Hex;
  onDismiss: () => void;
  /** A token the transaction brings to the wallet: offered to MetaMask users to track. */
  currencyToAdd?: WatchableToken;
}

export function TransactionSubmittedContent({
  hash,
  onDismiss,
  currencyToAdd,
}: TransactionSubmittedContentProps) {
  const { t } = useTranslation();
  const isMetaMask = useIsMetaMaskPresent();
  const { addToken, isAdded } = useAddTokenToWallet();

  return (
    <div className={styles.content}>
      <ArrowUpCircleIcon size={72} className={styles.submittedIcon} />
      <Text size="lg" bold>
        {t("Transaction Submitted")}
      </Text>
      <TransactionHashLink hash={hash} />
      {currencyToAdd && isMetaMask && (
        <Button
          variant="tertiary"
          size="sm"
          disabled={isAdded}
          startIcon={isAdded ? <CheckIcon size={16} /> : undefined}
          onClick={() => addToken(currencyToAdd)}
        >
          {isAdded
            ? t("Added %symbol%", { symbol: currencyToAdd.symbol })
            : t("Add %symbol% to Metamask", { symbol: currencyToAdd.symbol })}
        </Button>
      )}
      <Button fullWidth onClick={onDismiss}>
        {t("Close")}
      </Button>
    </div>
  );
}

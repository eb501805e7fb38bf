import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Button, CheckIcon } from "../../../../shared/ui/index.ts";
import { useAddTokenToWallet, type WatchableToken } from "../../../transactions/index.ts";

/** Asks the wallet to track the earning token (wallet_watchAsset). */
export function AddToMetamaskButton({ token, className }: { token: WatchableToken; className?: string }) {
  const { t } = useTranslation();
  const { addToken, isAdded } = useAddTokenToWallet();
  return (
    <Button
      variant="text"
      size="sm"
      className={className}
      disabled={isAdded}
      startIcon={isAdded ? <CheckIcon size={16} /> : undefined}
      onClick={() => addToken(token)}
    >
      {isAdded ? t("Added %symbol%", { symbol: token.symbol }) : t("Add to Metamask")}
    </Button>
  );
}

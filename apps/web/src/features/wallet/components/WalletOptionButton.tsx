import { useTranslation } from "../../../shared/i18n/index.ts";
import { Spinner } from "../../../shared/ui/index.ts";
import type { WalletOption } from "../model/listWalletOptions.ts";
import styles from "./ConnectWalletModal.module.css";

export interface WalletOptionButtonProps {
  option: WalletOption;
  isPending: boolean;
  disabled: boolean;
  onSelect: () => void;
}

export function WalletOptionButton({ option, isPending, disabled, onSelect }: WalletOptionButtonProps) {
  const { t } = useTranslation();
  const name = option.translatable ? t(option.name) : option.name;
  return (
    <button
      type="button"
      className={styles.option}
      disabled={disabled}
      aria-busy={isPending || undefined}
      data-testid={`wallet-option-${option.kind === "announced" ? option.connectorId : option.kind}`}
      onClick={onSelect}
    >
      {option.icon ? (
        <img className={styles.icon} src={option.icon} alt="" width={32} height={32} />
      ) : (
        <span className={styles.iconPlaceholder} aria-hidden="true">
          {name.slice(0, 1)}
        </span>
      )}
      <span className={styles.optionName}>{name}</span>
      {isPending && <Spinner size={20} decorative />}
    </button>
  );
}

import { useTranslation } from "../../../../shared/i18n/index.ts";
import {
  Button,
  buttonClassName,
  ExternalLink,
  LinkButton,
  Modal,
  Text,
} from "../../../../shared/ui/index.ts";
import styles from "./NotEnoughTokensModal.module.css";

/** A portfolio tracker that finds tokens sitting in other pools or LP positions. */
const LOCATE_ASSETS_URL = "https://yieldwatch.net";

export interface NotEnoughTokensModalProps {
  readonly symbol: string;
  /** The swap screen with the token as output. */
  readonly getTokenHref: string;
  readonly onDismiss: () => void;
}

/**
 * The 'get token' modal, which is also the insufficient balance modal (spec 000 section 2): opened by
 * add stake when the wallet holds none of the staking token, with Buy and Locate Assets.
 */
export function NotEnoughTokensModal({ symbol, getTokenHref, onDismiss }: NotEnoughTokensModalProps) {
  const { t } = useTranslation();
  return (
    <Modal title={t("%symbol% required", { symbol })} onDismiss={onDismiss}>
      <div className={styles.body}>
        <Text color="danger" bold>
          {t("Insufficient %symbol% balance", { symbol })}
        </Text>
        <Text>{t("You'll need %symbol% to stake in this pool!", { symbol })}</Text>
        <Text color="secondary" size="sm">
          {t("Buy some %symbol%, or make sure your %symbol% isn't in another pool or LP.", { symbol })}
        </Text>
        <LinkButton to={getTokenHref} fullWidth>
          {t("Buy %symbol%", { symbol })}
        </LinkButton>
        <ExternalLink
          href={LOCATE_ASSETS_URL}
          showIcon
          className={buttonClassName({ variant: "secondary", fullWidth: true })}
        >
          {t("Locate Assets")}
        </ExternalLink>
        <Button variant="text" onClick={onDismiss}>
          {t("Close Window")}
        </Button>
      </div>
    </Modal>
  );
}

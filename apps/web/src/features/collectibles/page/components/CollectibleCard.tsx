import type { ReactNode } from "react";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Card } from "../../../../shared/ui/index.ts";
import styles from "./CollectibleCard.module.css";

export interface CollectibleCardProps {
  readonly name: string;
  readonly description: string;
  readonly imageUrl: string | undefined;
  /** The account's tokens of this collectible; empty when it holds none, undefined without an account. */
  readonly ownedTokenIds: readonly bigint[] | undefined;
  readonly testId: string;
  /** The card's actions (transfer, claim) or a note on how to get it. */
  readonly children?: ReactNode;
}

/** One collectible of the collection: its picture, name and description, marked when the account holds it. */
export function CollectibleCard({
  name,
  description,
  imageUrl,
  ownedTokenIds,
  testId,
  children,
}: CollectibleCardProps) {
  const { t } = useTranslation();
  const owned = ownedTokenIds !== undefined && ownedTokenIds.length > 0;
  return (
    <Card className={styles.card} data-testid={testId} data-owned={owned}>
      <div className={styles.picture}>
        {imageUrl ? <img src={imageUrl} alt={name} width={240} height={240} loading="lazy" /> : null}
        {owned && (
          <span className={styles.owned} data-testid="collectible-owned">
            {t("In Wallet")}
            {ownedTokenIds.length > 1 && ` ×${ownedTokenIds.length}`}
          </span>
        )}
      </div>
      <h3 className={styles.name}>{name}</h3>
      <p className={styles.description}>{description}</p>
      {children}
    </Card>
  );
}

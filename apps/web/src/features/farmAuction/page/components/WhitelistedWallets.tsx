import type { Address } from "viem";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Card, Heading, Skeleton } from "../../../../shared/ui/index.ts";
import { shortAddress } from "../model/shortAddress.ts";
import styles from "./AuctionCard.module.css";

export interface WhitelistedWalletsProps {
  /** Undefined while loading. */
  readonly whitelist: readonly Address[] | undefined;
  /** Project names by lower-case address, from the deployment. */
  readonly names: ReadonlyMap<string, string>;
}

/** The project wallets allowed to bid, with their names where the deployment gives one. */
export function WhitelistedWallets({ whitelist, names }: WhitelistedWalletsProps) {
  const { t } = useTranslation();
  return (
    <Card className={styles.card} data-testid="farm-auction-whitelist">
      <Heading as="h2" scale="md">
        {t("Whitelisted wallets")}
      </Heading>
      {whitelist === undefined ? (
        <Skeleton height={120} />
      ) : whitelist.length === 0 ? (
        <p className={styles.muted}>{t("No wallet is whitelisted yet.")}</p>
      ) : (
        <ul className={styles.list}>
          {whitelist.map((address) => (
            <li key={address} className={styles.listItem} data-testid="farm-auction-whitelisted">
              <span>{names.get(address.toLowerCase()) ?? t("Unnamed project")}</span>
              <span className={styles.address} title={address}>
                {shortAddress(address)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

import { useState } from "react";
import { useConnection } from "wagmi";
import { LOCAL_COLLECTIBLES, type CollectibleDefinition } from "@griddle/sdk";
import { useApiUrl } from "../../shared/api/index.ts";
import { useAppChainConfig } from "../../shared/chain/index.ts";
import { useTranslation } from "../../shared/i18n/index.ts";
import { Button, Notice, Page, PageHeader, TextLink } from "../../shared/ui/index.ts";
import { useCollectibleClaims } from "./claim/hooks/useCollectibleClaims.ts";
import { useClaimFlow } from "./claim/hooks/useClaimFlow.ts";
import { useOwnedCollectibles } from "./data/useOwnedCollectibles.ts";
import { collectibleImageUrl } from "./model/collectibleImageUrl.ts";
import { CollectibleCard } from "./page/components/CollectibleCard.tsx";
import { TransferCollectibleModal } from "./transfer/components/TransferCollectibleModal.tsx";
import styles from "./CollectiblesPage.module.css";

const BY_SORT_ORDER = [...LOCAL_COLLECTIBLES].sort((a, b) => a.sortOrder - b.sortOrder);

interface Transfer {
  readonly collectible: CollectibleDefinition;
  readonly tokenId: bigint;
}

/** /collectibles (spec 001 section 2): the collection, the account's collectibles marked, with transfer and claims. */
export default function CollectiblesPage() {
  const { t } = useTranslation();
  const { address: account } = useConnection();
  const profile = useAppChainConfig().contracts.profile;
  const apiUrl = useApiUrl();
  const owned = useOwnedCollectibles(profile?.collection, account);
  const claims = useCollectibleClaims(account);
  const { claim, claiming } = useClaimFlow();
  const [transfer, setTransfer] = useState<Transfer>();

  if (!profile) {
    return (
      <Page width="lg">
        <Notice>{t("Collectibles are not available on this network.")}</Notice>
      </Page>
    );
  }

  const actions = (collectible: CollectibleDefinition, tokenIds: readonly bigint[] | undefined) => {
    const claimOf = claims?.find(({ bunnyId }) => bunnyId === collectible.bunnyId);
    return (
      <div className={styles.actions}>
        {account !== undefined &&
          tokenIds?.map((tokenId) => (
            <Button
              key={String(tokenId)}
              size="sm"
              variant="secondary"
              onClick={() => setTransfer({ collectible, tokenId })}
              data-testid="collectible-transfer"
            >
              {t("Transfer")} #{String(tokenId)}
            </Button>
          ))}
        {collectible.source === "starter" ? (
          <TextLink to="/profile" className={styles.note}>
            {t("A starter collectible, sold at profile setup")}
          </TextLink>
        ) : claimOf?.hasClaimed ? (
          <span className={styles.note}>{t("Claimed")}</span>
        ) : claimOf?.canClaim ? (
          <Button
            size="sm"
            isLoading={claiming === claimOf.contract}
            onClick={() => claim(claimOf, collectible.name)}
            data-testid="collectible-claim"
          >
            {t("Claim")}
          </Button>
        ) : (
          <span className={styles.note}>
            {collectible.source === "predictionClaim"
              ? t("For early prediction players with an active profile")
              : t("For early auto vault stakers with an active profile")}
          </span>
        )}
      </div>
    );
  };

  return (
    <Page width="lg">
      <PageHeader
        title={t("Collectibles")}
        subtitle={t("Griddle's collectibles: pick one as your profile picture")}
      />
      {owned.error && <Notice variant="danger">{t("Error fetching data")}</Notice>}
      <ul className={styles.grid}>
        {BY_SORT_ORDER.map((collectible) => {
          const tokenIds =
            account === undefined ? undefined : (owned.byBunnyId.get(collectible.bunnyId) ?? []);
          return (
            <li key={collectible.bunnyId}>
              <CollectibleCard
                name={collectible.name}
                description={collectible.description}
                imageUrl={collectibleImageUrl(apiUrl, collectible)}
                ownedTokenIds={tokenIds}
                testId={`collectible-${collectible.identifier}`}
              >
                {actions(collectible, tokenIds)}
              </CollectibleCard>
            </li>
          );
        })}
      </ul>
      {transfer && account && (
        <TransferCollectibleModal
          collection={profile.collection}
          owner={account}
          tokenId={transfer.tokenId}
          name={transfer.collectible.name}
          onDismiss={() => setTransfer(undefined)}
        />
      )}
    </Page>
  );
}

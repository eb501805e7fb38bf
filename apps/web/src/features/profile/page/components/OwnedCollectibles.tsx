import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Skeleton, TextLink } from "../../../../shared/ui/index.ts";
import type { OwnedToken } from "../../../collectibles/index.ts";
import styles from "./OwnedCollectibles.module.css";

export interface OwnedCollectiblesProps {
  /** The wallet's collectibles (the profile's picture is held by the profile, not listed); undefined while read. */
  readonly tokens: readonly OwnedToken[] | undefined;
  readonly describe: (token: OwnedToken) => { readonly name: string; readonly image: string | undefined };
}

/** The collectibles in the wallet, beside the profile's picture. */
export function OwnedCollectibles({ tokens, describe }: OwnedCollectiblesProps) {
  const { t } = useTranslation();
  if (tokens === undefined) return <Skeleton height={96} />;
  if (tokens.length === 0)
    return (
      <p className={styles.none}>
        {t("No other collectibles in your wallet.")}{" "}
        <TextLink to="/collectibles">{t("See the collectibles")}</TextLink>
      </p>
    );
  return (
    <ul className={styles.list} data-testid="profile-collectibles">
      {tokens.map((token) => {
        const { name, image } = describe(token);
        return (
          <li key={String(token.tokenId)} data-testid="profile-collectible">
            {image && <img src={image} alt="" width={96} height={96} />}
            <span>
              {name} #{String(token.tokenId)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

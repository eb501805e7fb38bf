import { useTranslation } from "../../../shared/i18n/index.ts";
import { Card } from "../../../shared/ui/index.ts";
import type { InfoSnapshot } from "../data/model/parseSnapshot.ts";
import type { Watchlist } from "../model/parseWatchlist.ts";
import styles from "../page/components/InfoLayout.module.css";
import { PairsTable } from "../page/components/PairsTable.tsx";
import { TokensTable } from "../page/components/TokensTable.tsx";
import type { InfoViewProps } from "./InfoViewProps.ts";

/** The watched tokens and pairs, when there are any: "tokens", "pairs" or both. */
export function WatchlistCards({
  data,
  watchlist,
  toggleWatch,
  show = "both",
}: Pick<InfoViewProps, "watchlist" | "toggleWatch"> & {
  readonly data: InfoSnapshot;
  readonly show?: keyof Watchlist | "both";
}) {
  const { t } = useTranslation();
  const tokens = data.tokens.filter((token) => watchlist.tokens.includes(token.id));
  const pairs = data.pairs.filter((pair) => watchlist.pairs.includes(pair.id));
  return (
    <>
      {show !== "pairs" && tokens.length > 0 && (
        <Card padded={false}>
          <h2 className={styles.sectionTitle}>{t("Watchlist tokens")}</h2>
          <TokensTable
            caption={t("Watchlist tokens")}
            tokens={tokens}
            watchlist={watchlist}
            onToggleWatch={(token) => toggleWatch("tokens", token.id)}
            emptyText={t("No tokens yet")}
          />
        </Card>
      )}
      {show !== "tokens" && pairs.length > 0 && (
        <Card padded={false}>
          <h2 className={styles.sectionTitle}>{t("Watchlist pairs")}</h2>
          <PairsTable
            caption={t("Watchlist pairs")}
            pairs={pairs}
            watchlist={watchlist}
            onToggleWatch={(pair) => toggleWatch("pairs", pair.id)}
            emptyText={t("No pairs yet")}
          />
        </Card>
      )}
    </>
  );
}

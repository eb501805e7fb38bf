import { useMemo } from "react";
import { useAppChainConfig, type WriteReview } from "../../../../shared/chain/index.ts";
import { useTranslation } from "../../../../shared/i18n/index.ts";

/** The review a farm's Harvest opens (one per farm in 'Harvest all'): the CAKE it pays is probed. */
export function useFarmHarvestReview(): WriteReview {
  const { t } = useTranslation();
  const { cake } = useAppChainConfig().contracts;
  return useMemo(
    () => ({ title: t("Harvest"), probeTargets: { tokens: [cake], allowances: [] } }),
    [cake, t],
  );
}

import { useTranslation } from "../../../shared/i18n/index.ts";
import { Skeleton } from "../../../shared/ui/index.ts";

/** What a table shows while its first answer loads. */
export function LoadingRows() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t("Loading…")}>
      <Skeleton height={24} />
      <Skeleton height={24} />
      <Skeleton height={24} />
    </div>
  );
}

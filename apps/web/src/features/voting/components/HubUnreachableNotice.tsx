import { useTranslation } from "../../../shared/i18n/index.ts";
import { Notice } from "../../../shared/ui/index.ts";

/**
 * What a voting screen shows when the hub (Griddle's API) cannot be read: spec 001's 'Error fetching
 * data', and why, so nobody takes the missing proposals or votes for an empty list.
 */
export function HubUnreachableNotice({ className }: { readonly className?: string }) {
  const { t } = useTranslation();
  return (
    <Notice variant="danger" title={t("Error fetching data")} className={className}>
      <span data-testid="voting-hub-unreachable">
        {t("The voting hub could not be reached. Please try again.")}
      </span>
    </Notice>
  );
}

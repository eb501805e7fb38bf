import { useTranslation } from "../../../../shared/i18n/index.ts";
import { InfiniteList, type ViewMode } from "../../../../shared/ui/index.ts";
import type { Farm } from "../../model/Farm.ts";
import { describeFarm, type FarmListContext } from "../model/describeFarm.ts";
import { FarmCard } from "./FarmCard.tsx";
import { FarmTableRow } from "./FarmTableRow.tsx";

export interface FarmListProps {
  readonly farms: readonly Farm[];
  readonly viewMode: ViewMode;
  readonly context: FarmListContext;
  readonly hasAccount: boolean;
  /** True until the farms' first read answers: the list shows placeholders. */
  readonly isLoading: boolean;
}

/** The farms as table rows or cards, 12 more each time the end of the list scrolls into view. */
export function FarmList({ farms, viewMode, context, hasAccount, isLoading }: FarmListProps) {
  const { t } = useTranslation();
  return (
    <InfiniteList
      items={farms}
      getKey={(farm) => String(farm.pid)}
      viewMode={viewMode}
      isLoading={isLoading}
      emptyText={t("No farms found.")}
      renderRow={(farm) => (
        <FarmTableRow
          farm={farm}
          description={describeFarm(farm, context)}
          context={context}
          hasAccount={hasAccount}
        />
      )}
      renderCard={(farm) => (
        <FarmCard farm={farm} description={describeFarm(farm, context)} context={context} />
      )}
    />
  );
}

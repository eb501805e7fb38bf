import { InfiniteList, type ViewMode } from "../../../../shared/ui/index.ts";
import { describePoolItem, type PoolListContext } from "../model/describePoolItem.ts";
import type { PoolListItem } from "../model/PoolListItem.ts";
import { PoolCard } from "./PoolCard.tsx";
import { PoolTableRow } from "./PoolTableRow.tsx";

export interface PoolListProps {
  readonly items: readonly PoolListItem[];
  readonly viewMode: ViewMode;
  readonly context: PoolListContext;
  readonly hasAccount: boolean;
  readonly canAddToken: boolean;
  /** True until the pools' first read answers: the list shows placeholders. */
  readonly isLoading: boolean;
}

/** The pools as table rows or cards, 12 more each time the end of the list scrolls into view. */
export function PoolList({ items, viewMode, context, hasAccount, canAddToken, isLoading }: PoolListProps) {
  return (
    <InfiniteList
      items={items}
      getKey={(item) => item.key}
      viewMode={viewMode}
      isLoading={isLoading}
      renderRow={(item) => (
        <PoolTableRow
          item={item}
          description={describePoolItem(item, context)}
          hasAccount={hasAccount}
          canAddToken={canAddToken}
        />
      )}
      renderCard={(item) => (
        <PoolCard item={item} description={describePoolItem(item, context)} canAddToken={canAddToken} />
      )}
    />
  );
}

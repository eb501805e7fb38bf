import { ActionPanelGroup } from "../../../staking/index.ts";
import { PoolHarvestAction } from "../../stakePanel/PoolHarvestAction.tsx";
import { PoolStakeActions } from "../../stakePanel/PoolStakeActions.tsx";
import { VaultHarvestInfo } from "../../stakePanel/vault/VaultHarvestInfo.tsx";
import { VaultStakeActions } from "../../stakePanel/vault/VaultStakeActions.tsx";
import type { PoolListItem } from "../model/PoolListItem.ts";

/** The earned panel and the stake panel: the vault's, or the pool's. `layout` lays them side by side in a row. */
export function PoolActionPanels({ item, layout }: { item: PoolListItem; layout: "row" | "column" }) {
  return (
    <ActionPanelGroup
      layout={layout}
      earned={
        item.kind === "vault" ? (
          <VaultHarvestInfo vault={item.vault} />
        ) : (
          <PoolHarvestAction pool={item.pool} />
        )
      }
      stake={
        item.kind === "vault" ? (
          <VaultStakeActions vault={item.vault} />
        ) : (
          <PoolStakeActions pool={item.pool} />
        )
      }
    />
  );
}

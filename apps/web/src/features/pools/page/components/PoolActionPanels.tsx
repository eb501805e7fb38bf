import { classNames } from "../../../../shared/ui/index.ts";
import { PoolHarvestAction } from "../../actions/PoolHarvestAction.tsx";
import { PoolStakeActions } from "../../actions/PoolStakeActions.tsx";
import { VaultHarvestInfo } from "../../actions/vault/VaultHarvestInfo.tsx";
import { VaultStakeActions } from "../../actions/vault/VaultStakeActions.tsx";
import type { PoolListItem } from "../model/PoolListItem.ts";
import styles from "./PoolActionPanels.module.css";

/** The earned panel and the stake panel: the vault's, or the pool's. `layout` lays them side by side in a row. */
export function PoolActionPanels({ item, layout }: { item: PoolListItem; layout: "row" | "column" }) {
  return (
    <div className={classNames(styles.panels, styles[layout])}>
      <div className={styles.panel}>
        {item.kind === "vault" ? (
          <VaultHarvestInfo vault={item.vault} />
        ) : (
          <PoolHarvestAction pool={item.pool} />
        )}
      </div>
      <div className={styles.panel}>
        {item.kind === "vault" ? (
          <VaultStakeActions vault={item.vault} />
        ) : (
          <PoolStakeActions pool={item.pool} />
        )}
      </div>
    </div>
  );
}

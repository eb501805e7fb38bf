import { ActionPanelGroup } from "../../../staking/index.ts";
import { FarmHarvestAction } from "../../stakePanel/FarmHarvestAction.tsx";
import { FarmStakeActions } from "../../stakePanel/FarmStakeActions.tsx";
import type { Farm } from "../../model/Farm.ts";
import type { FarmDescription, FarmListContext } from "../model/describeFarm.ts";

export interface FarmActionPanelsProps {
  readonly farm: Farm;
  readonly description: FarmDescription;
  readonly context: FarmListContext;
  readonly layout: "row" | "column";
}

/** A farm's earned panel and stake panel. */
export function FarmActionPanels({ farm, description, context, layout }: FarmActionPanelsProps) {
  return (
    <ActionPanelGroup
      layout={layout}
      earned={<FarmHarvestAction farm={farm} cakePriceUsd={context.cakePriceUsd} />}
      stake={<FarmStakeActions farm={farm} addLiquidityHref={description.addLiquidityHref} />}
    />
  );
}

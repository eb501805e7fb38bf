export { ActionPanel, type ActionPanelProps } from "./actions/components/ActionPanel.tsx";
export { ActionPanelGroup, type ActionPanelGroupProps } from "./actions/components/ActionPanelGroup.tsx";
export { HelpTooltip, type HelpTooltipProps } from "./actions/components/HelpTooltip.tsx";
export {
  StakeModal,
  type StakeModalProps,
  type StakeModalTokenLink,
} from "./actions/components/StakeModal.tsx";
export { StakePanelGate, type StakePanelGateProps } from "./actions/components/StakePanelGate.tsx";
export {
  StakedPositionButtons,
  type StakedPositionButtonsProps,
} from "./actions/components/StakedPositionButtons.tsx";
export {
  TokenAmountWithUsd,
  type TokenAmountWithUsdProps,
} from "./actions/components/TokenAmountWithUsd.tsx";
export { useStakingActionRunner, type StakingActionRunner } from "./actions/hooks/useStakingActionRunner.ts";
export { useApproveStakingToken } from "./actions/hooks/useApproveStakingToken.ts";
export { useEnableStaking, type EnableStaking } from "./actions/hooks/useEnableStaking.ts";
export { useSendStakingCall, type StakingCall } from "./actions/hooks/useSendStakingCall.ts";
export { StakingTransactionError } from "./actions/model/StakingTransactionError.ts";
export {
  DEFAULT_GAS_LIMIT,
  VAULT_GAS_LIMIT,
  VAULT_HARVEST_GAS_LIMIT,
} from "./actions/model/stakingGasLimits.ts";
export { projectLinkOf } from "./data/config/projectLinks.ts";
export { BLOCKS_PER_YEAR } from "./data/model/blocksPerYear.ts";
export { computeAddStakeKind, type AddStakeKind } from "./actions/model/computeAddStakeKind.ts";
export { computeMaxFillAmount } from "./actions/model/computeMaxFillAmount.ts";
export { computeStakePanelState, type StakePanelState } from "./actions/model/computeStakePanelState.ts";
export { formatTokenAmount } from "./actions/model/formatTokenAmount.ts";
export { formatUsdValue } from "./actions/model/formatUsdValue.ts";
export type { StakeMode } from "./actions/model/StakeMode.ts";
export type { StakingSuccess } from "./actions/model/stakingToasts.ts";
export { toUsdValue } from "./actions/model/toUsdValue.ts";
export { AprValue, type AprValueProps } from "./list/components/AprValue.tsx";
export { EarnedValue, type EarnedValueProps } from "./list/components/EarnedValue.tsx";
export {
  ExpandableCard,
  type ExpandableCardLine,
  type ExpandableCardProps,
} from "./list/components/ExpandableCard.tsx";
export {
  ExpandableRow,
  type ExpandableRowColumn,
  type ExpandableRowProps,
} from "./list/components/ExpandableRow.tsx";
export { LiveFinishedTabs, type LiveFinishedTabsProps } from "./list/components/LiveFinishedTabs.tsx";
export { SearchInput, type SearchInputProps } from "./list/components/SearchInput.tsx";
export { SortSelect, type SortLabel, type SortSelectProps } from "./list/components/SortSelect.tsx";
export { StakingControls, type StakingControlsProps } from "./list/components/StakingControls.tsx";
export { StakingList, type StakingListProps } from "./list/components/StakingList.tsx";
export { StakingPageHeader, type StakingPageHeaderProps } from "./list/components/StakingPageHeader.tsx";
export { StakingPageLayout } from "./list/components/StakingPageLayout.tsx";
export { TokenPairLogos, type LogoToken } from "./list/components/TokenPairLogos.tsx";
export { ViewModeToggle } from "./list/components/ViewModeToggle.tsx";
export { STAKING_SEARCH_DEBOUNCE_MS } from "./list/model/stakingListLayout.ts";
export { stakingTabForPath, type StakingTab } from "./list/model/StakingTab.ts";
export { parseViewMode, type ViewMode } from "./list/model/ViewMode.ts";

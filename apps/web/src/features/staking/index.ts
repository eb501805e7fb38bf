export { ActionPanel, type ActionPanelProps } from "./stakePanel/components/ActionPanel.tsx";
export { ActionPanelGroup, type ActionPanelGroupProps } from "./stakePanel/components/ActionPanelGroup.tsx";
export {
  StakeModal,
  type StakeModalProps,
  type StakeModalTokenLink,
} from "./stakePanel/components/StakeModal.tsx";
export { StakePanelGate, type StakePanelGateProps } from "./stakePanel/components/StakePanelGate.tsx";
export {
  StakedPositionButtons,
  type StakedPositionButtonsProps,
} from "./stakePanel/components/StakedPositionButtons.tsx";
export {
  TokenAmountWithUsd,
  type TokenAmountWithUsdProps,
} from "./stakePanel/components/TokenAmountWithUsd.tsx";
export {
  useStakingActionRunner,
  type StakingActionRunner,
} from "./stakePanel/hooks/useStakingActionRunner.ts";
export { useApproveStakingToken } from "./stakePanel/hooks/useApproveStakingToken.ts";
export { useEnableStaking, type EnableStaking } from "./stakePanel/hooks/useEnableStaking.ts";
export { useSendStakingCall, type StakingCall } from "./stakePanel/hooks/useSendStakingCall.ts";
export {
  DEFAULT_GAS_LIMIT,
  VAULT_GAS_LIMIT,
  VAULT_HARVEST_GAS_LIMIT,
} from "./stakePanel/model/stakingGasLimits.ts";
export { projectLinkOf } from "./data/config/projectLinks.ts";
export { computeAddStakeKind, type AddStakeKind } from "./stakePanel/model/computeAddStakeKind.ts";
export { computeMaxFillAmount } from "./stakePanel/model/computeMaxFillAmount.ts";
export { amountForPercent, percentForAmount } from "./stakePanel/model/amountForPercent.ts";
export { parseStakeAmount } from "./stakePanel/model/parseStakeAmount.ts";
export { computeStakePanelState, type StakePanelState } from "./stakePanel/model/computeStakePanelState.ts";
export type { StakeMode } from "./stakePanel/model/StakeMode.ts";
export type { StakingSuccess } from "./stakePanel/model/stakingToasts.ts";
export { AprValue, type AprValueProps } from "./page/components/AprValue.tsx";
export { EarnedValue, type EarnedValueProps } from "./page/components/EarnedValue.tsx";
export { LiveFinishedTabs, type LiveFinishedTabsProps } from "./page/components/LiveFinishedTabs.tsx";
export { StakingPageLayout } from "./page/components/StakingPageLayout.tsx";
export { TokenPairLogos, type LogoToken } from "./page/components/TokenPairLogos.tsx";
export { stakingTabForPath, type StakingTab } from "./page/model/StakingTab.ts";

import { Button, Skeleton } from "../../../../shared/ui/index.ts";
import { ConnectWalletButton } from "../../../wallet/index.ts";
import type { EnableStaking } from "../hooks/useEnableStaking.ts";
import type { StakePanelState } from "../model/computeStakePanelState.ts";
import { ActionPanel } from "./ActionPanel.tsx";

export interface StakePanelGateProps {
  /** 'connect' and 'enable' show their button; any other state, the skeleton of a loading position. */
  readonly state: StakePanelState;
  /** The caption before the account is known ('Start staking', 'Start Farming'). */
  readonly startTitle: string;
  /** The caption above Enable ('Enable pool', 'Enable Farm'). */
  readonly enableTitle: string;
  readonly enableLabel: string;
  readonly enabling: EnableStaking;
  /** Enable is off for good, as in a finished pool or farm. */
  readonly enableDisabled: boolean;
  readonly testId: string;
}

/**
 * What a stake panel shows before there is a position to act on: a visitor's connect button, a
 * skeleton while the account's position loads, or Enable before the contract may take the token.
 */
export function StakePanelGate({
  state,
  startTitle,
  enableTitle,
  enableLabel,
  enabling,
  enableDisabled,
  testId,
}: StakePanelGateProps) {
  if (state === "enable") {
    return (
      <ActionPanel title={enableTitle} testId={testId}>
        <Button
          variant="secondary"
          fullWidth
          isLoading={enabling.isPending}
          disabled={enabling.isEnabling || enableDisabled}
          onClick={enabling.enable}
        >
          {enableLabel}
        </Button>
      </ActionPanel>
    );
  }
  return (
    <ActionPanel title={startTitle} testId={testId}>
      {state === "connect" ? <ConnectWalletButton /> : <Skeleton height={44} />}
    </ActionPanel>
  );
}

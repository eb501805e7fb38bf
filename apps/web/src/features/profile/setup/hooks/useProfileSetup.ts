import { useCallback, useMemo, useState } from "react";
import { isAddressEqual, type Address } from "viem";
import { LOCAL_COLLECTIBLES } from "@griddle/sdk";
import { useApiUrl } from "../../../../shared/api/index.ts";
import { toTransactionError, useAppChainConfig, writeFailureText } from "../../../../shared/chain/index.ts";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { useToast } from "../../../../shared/toast/index.ts";
import { collectibleImageUrl, useOwnedCollectibles, type OwnedToken } from "../../../collectibles/index.ts";
import { useTeams, type Team } from "../../../teams/index.ts";
import type { ProfileState } from "../../data/useProfile.ts";
import { useProfileCosts } from "../../data/useProfileCosts.ts";
import { useCollectibleApproval, type CollectibleApproval } from "../../hooks/useCollectibleApproval.ts";
import { canOpenStep, currentSetupStep, type CollectibleRef, type SetupStep } from "../model/setupStep.ts";
import { useNameStep, type NameStep } from "./useNameStep.ts";
import { useSetupChoices } from "./useSetupChoices.ts";
import { useStarterStep, type StarterStep } from "./useStarterStep.ts";

export interface ProfileSetup {
  /** Undefined while what decides it is read. */
  readonly current: SetupStep | undefined;
  readonly shown: SetupStep | undefined;
  readonly open: (step: SetupStep) => void;
  readonly starter: StarterStep;
  readonly tokens: readonly OwnedToken[] | undefined;
  readonly describe: (token: OwnedToken) => { readonly name: string; readonly image: string | undefined };
  readonly imageOf: (bunnyId: number) => string | undefined;
  readonly chosenTokenId: bigint | undefined;
  readonly chooseToken: (tokenId: bigint) => void;
  readonly avatarApproval: CollectibleApproval;
  /** Sends the picture's approval, a toast when it fails. */
  readonly approveAvatar: () => void;
  readonly teams: readonly Team[] | undefined;
  readonly chosenTeamId: number | undefined;
  readonly chooseTeam: (teamId: number) => void;
  readonly name: string;
  readonly setName: (name: string) => void;
  readonly nameStep: NameStep;
  readonly cost: bigint | undefined;
  readonly costsFailed: boolean;
  readonly hasProfile: boolean;
}

/**
 * The profile setup (spec 001 section 2: starter collectible, profile picture, team, name): each
 * step's data and actions, the choices kept per account so the setup resumes at the first step not
 * done after a reload or a failed transaction. A choice no longer valid (a collectible sent away, a
 * team closed) is asked again.
 */
export function useProfileSetup(account: Address, state: ProfileState): ProfileSetup {
  const contracts = useAppChainConfig().contracts.profile;
  const { t } = useTranslation();
  const { toastError } = useToast();
  const apiUrl = useApiUrl();
  const [choices, update] = useSetupChoices(account);
  const owned = useOwnedCollectibles(contracts?.collection, account);
  const { teams } = useTeams();
  const { costs, failed: costsFailed } = useProfileCosts();
  const starter = useStarterStep(account);
  const hasProfile = state.profile !== null && state.profile !== undefined;

  const chosenCollectible = useMemo((): CollectibleRef | undefined => {
    const choice = choices.collectible;
    if (!choice || !contracts || !isAddressEqual(choice.nftAddress, contracts.collection)) return undefined;
    return owned.tokens?.some(({ tokenId }) => tokenId === choice.tokenId) ? choice : undefined;
  }, [choices.collectible, contracts, owned.tokens]);
  const chosenTeamId = teams?.find(({ id, isJoinable }) => id === choices.teamId && isJoinable)?.id;

  const loaded =
    state.profile !== undefined &&
    state.username !== undefined &&
    owned.tokens !== undefined &&
    teams !== undefined;
  const current = loaded
    ? currentSetupStep({
        ownedCollectibles: owned.tokens?.length ?? 0,
        chosenCollectible,
        chosenTeamId,
        hasProfile,
        username: state.username ?? "",
      })
    : undefined;
  const [opened, setOpened] = useState<SetupStep>();
  // A step opened again is shown while it is not past the first step not done; once the profile is
  // made, only its name is left.
  const shown =
    opened !== undefined && current !== undefined && !hasProfile && canOpenStep(opened, current)
      ? opened
      : current;

  const avatarApproval = useCollectibleApproval(
    contracts?.collection,
    choices.collectible?.tokenId,
    account,
    contracts?.profile,
  );
  const name = choices.username ?? "";
  const setName = useCallback((text: string) => update({ username: text }), [update]);
  const nameStep = useNameStep({
    account,
    hasProfile,
    collectible: chosenCollectible,
    teamId: chosenTeamId,
    name,
    setName,
    cost: costs?.register,
    onDone: useCallback(() => {
      update({ collectible: undefined, teamId: undefined });
      state.refetchUsername();
    }, [update, state]),
  });

  const imageOf = useCallback(
    (bunnyId: number) => {
      const collectible = LOCAL_COLLECTIBLES.find((candidate) => candidate.bunnyId === bunnyId);
      return collectible && collectibleImageUrl(apiUrl, collectible);
    },
    [apiUrl],
  );
  const describe = useCallback(
    (token: OwnedToken) => ({
      name: LOCAL_COLLECTIBLES.find(({ bunnyId }) => bunnyId === token.bunnyId)?.name ?? `#${token.bunnyId}`,
      image: imageOf(token.bunnyId),
    }),
    [imageOf],
  );

  return {
    current,
    shown,
    open: setOpened,
    starter,
    tokens: owned.tokens,
    describe,
    imageOf,
    chosenTokenId: choices.collectible?.tokenId,
    // Choosing keeps the step on screen until 'Next Step', though it now counts as done.
    chooseToken: useCallback(
      (tokenId: bigint) => {
        if (!contracts) return;
        update({ collectible: { nftAddress: contracts.collection, tokenId } });
        setOpened("avatar");
      },
      [contracts, update, setOpened],
    ),
    avatarApproval,
    approveAvatar: useCallback(
      () =>
        void avatarApproval.approve().catch((error: unknown) => {
          const text = writeFailureText(toTransactionError(error));
          if (text) toastError(t("Error"), t(text.key, text.data));
        }),
      [avatarApproval, toastError, t],
    ),
    teams,
    chosenTeamId: choices.teamId,
    chooseTeam: useCallback(
      (teamId: number) => {
        update({ teamId });
        setOpened("team");
      },
      [update, setOpened],
    ),
    name,
    setName,
    nameStep,
    cost: costs?.register,
    costsFailed,
    hasProfile,
  };
}

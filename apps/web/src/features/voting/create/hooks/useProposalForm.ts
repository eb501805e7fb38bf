import { useCallback, useMemo, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { Address } from "viem";
import { useApiUrl } from "../../../../shared/api/index.ts";
import { useCurrentBlock } from "../../../../shared/chain/index.ts";
import type { TranslatableText } from "../../../../shared/i18n/index.ts";
import { buildProposalTypedData } from "../../data/model/proposalTypedData.ts";
import { useSendHubMessage } from "../../data/useSendHubMessage.ts";
import { useVotingPower } from "../../data/useVotingPower.ts";
import { useVotingSpace } from "../../data/useVotingSpace.ts";
import { votingQueryKeys } from "../../data/votingQueryKeys.ts";
import { hubFailureText } from "../../model/hubFailureText.ts";
import type { VotingSpace } from "../../model/VotingSpace.ts";
import { defaultProposalForm, type ProposalField, type ProposalFormValues } from "../model/proposalForm.ts";
import { toProposalDraft } from "../model/toProposalDraft.ts";
import {
  isProposalFormValid,
  validateProposalForm,
  type ProposalFormErrors,
} from "../model/validateProposalForm.ts";

export interface ProposalForm {
  readonly values: ProposalFormValues;
  readonly set: <Field extends keyof ProposalFormValues>(
    field: Field,
    value: ProposalFormValues[Field],
  ) => void;
  /** The problems of the fields the user left or, after a first Publish, of every field. */
  readonly shownErrors: ProposalFormErrors;
  readonly touch: (field: ProposalField) => void;
  /** True when the account administers Core, and so may publish there. */
  readonly isCoreAdmin: boolean;
  /** The space the proposal goes to, once the hub told its rules. */
  readonly space: VotingSpace | undefined;
  /** The account's voting power at the snapshot block; undefined while unknown. */
  readonly votingPower: number | undefined;
  /** True when the account lacks the space's minimum power (and is not its admin). */
  readonly lacksPower: boolean;
  readonly publishing: boolean;
  readonly failure: { readonly reason: string } | TranslatableText | undefined;
  readonly publish: () => void;
}

/**
 * Make a Proposal: the form's values and spec 001 section 5's rules, the space's minimum voting power
 * against the account's, then the Proposal message signed (EIP-712) and sent to the hub. `onPublished`
 * gets the new proposal's id.
 */
export function useProposalForm(
  account: Address | undefined,
  onPublished: (id: string) => void,
): ProposalForm {
  const apiUrl = useApiUrl();
  const queryClient = useQueryClient();
  const currentBlock = useCurrentBlock();
  const sendHubMessage = useSendHubMessage();
  const [typed, setTyped] = useState<ProposalFormValues>(() =>
    defaultProposalForm("community", new Date(), undefined),
  );
  const [touched, setTouched] = useState<ReadonlySet<ProposalField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [failure, setFailure] = useState<ProposalForm["failure"]>();

  // The snapshot defaults to the first block known after the page opened (a block that keeps moving
  // would re-read the voting power every few seconds); the author may type another.
  const [snapshotDefaulted, setSnapshotDefaulted] = useState(false);
  if (!snapshotDefaulted && currentBlock !== undefined) {
    setSnapshotDefaulted(true);
    setTyped((old) => (old.snapshot === "" ? { ...old, snapshot: String(currentBlock) } : old));
  }
  const values = typed;
  const core = useVotingSpace("core");
  const isCoreAdmin = account !== undefined && core?.admins.includes(account.toLowerCase()) === true;
  const spaceId = isCoreAdmin ? values.space : "community";
  const community = useVotingSpace("community");
  const space = spaceId === "core" ? core : community;
  const snapshot = /^\d+$/.test(values.snapshot) ? Number(values.snapshot) : undefined;
  const { power } = useVotingPower(account, snapshot);
  const isAdmin = account !== undefined && space?.admins.includes(account.toLowerCase()) === true;
  const lacksPower = !isAdmin && space !== undefined && power !== undefined && power.total < space.minScore;

  const errors = useMemo(() => validateProposalForm(values, currentBlock), [values, currentBlock]);
  const shownErrors = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(errors).filter(([field]) => submitted || touched.has(field as ProposalField)),
      ) as ProposalFormErrors,
    [errors, submitted, touched],
  );

  const set = useCallback<ProposalForm["set"]>(
    (field, value) => setTyped((old) => ({ ...old, [field]: value })),
    [],
  );
  const touch = useCallback((field: ProposalField) => setTouched((old) => new Set(old).add(field)), []);

  const publish = () => {
    setSubmitted(true);
    if (account === undefined || !isProposalFormValid(errors) || lacksPower || publishing) return;
    const run = async () => {
      setPublishing(true);
      setFailure(undefined);
      try {
        const draft = toProposalDraft({ ...values, space: spaceId });
        const id = await sendHubMessage(
          account,
          buildProposalTypedData(account, draft, Math.floor(Date.now() / 1_000)),
        );
        await queryClient.invalidateQueries({ queryKey: votingQueryKeys.proposals(apiUrl) });
        onPublished(id);
      } catch (error) {
        console.error("Publishing the proposal failed", error);
        setFailure(hubFailureText(error));
      } finally {
        setPublishing(false);
      }
    };
    void run();
  };

  return {
    values: { ...values, space: spaceId },
    set,
    shownErrors,
    touch,
    isCoreAdmin,
    space,
    votingPower: power?.total,
    lacksPower,
    publishing,
    failure,
    publish,
  };
}

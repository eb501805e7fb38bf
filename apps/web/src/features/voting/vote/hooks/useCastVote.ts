import { useCallback, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { Address } from "viem";
import { useApiUrl } from "../../../../shared/api/index.ts";
import type { TranslatableText } from "../../../../shared/i18n/index.ts";
import { buildVoteTypedData } from "../../data/model/voteTypedData.ts";
import { useSendHubMessage } from "../../data/useSendHubMessage.ts";
import { votingQueryKeys } from "../../data/votingQueryKeys.ts";
import { hubFailureText } from "../../model/hubFailureText.ts";
import type { Proposal } from "../../model/Proposal.ts";

export interface CastVote {
  /** Signs the vote for `choice` (1-based) and sends it; resolves true once the hub took it. */
  readonly confirm: (choice: number) => Promise<boolean>;
  readonly sending: boolean;
  /** Why the last try failed: the hub's own reason or an app text; undefined after a success. */
  readonly failure: { readonly reason: string } | TranslatableText | undefined;
}

/**
 * 'Confirm Vote': `account` signs Snapshot's Vote message for `proposal` and the hub stores it (a later
 * vote replaces an earlier one). On success the proposal and its votes are read again, so the results
 * show the new vote.
 */
export function useCastVote(proposal: Proposal, account: Address): CastVote {
  const apiUrl = useApiUrl();
  const queryClient = useQueryClient();
  const sendHubMessage = useSendHubMessage();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<CastVote["failure"]>();

  const confirm = useCallback(
    async (choice: number) => {
      setSending(true);
      setFailure(undefined);
      try {
        const timestamp = Math.floor(Date.now() / 1_000);
        await sendHubMessage(
          account,
          buildVoteTypedData(
            account,
            { space: proposal.space.id, proposalId: proposal.id, choice },
            timestamp,
          ),
        );
      } catch (error) {
        console.error("Casting the vote failed", error);
        setFailure(hubFailureText(error));
        return false;
      } finally {
        setSending(false);
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: votingQueryKeys.proposal(apiUrl, proposal.id) }),
        queryClient.invalidateQueries({ queryKey: votingQueryKeys.votes(apiUrl, proposal.id) }),
        queryClient.invalidateQueries({ queryKey: votingQueryKeys.proposals(apiUrl) }),
      ]);
      return true;
    },
    [account, apiUrl, proposal.id, proposal.space.id, queryClient, sendHubMessage],
  );

  return { confirm, sending, failure };
}

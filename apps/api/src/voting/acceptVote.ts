import type { Hex } from "viem";
import type { ApiDatabase } from "../db/ApiDatabase.ts";
import { assertSingleChoice } from "./messages/assertSingleChoice.ts";
import { HubMessageError } from "./messages/HubMessageError.ts";
import type { HubEnvelope } from "./messages/parseEnvelope.ts";
import type { VoteMessage } from "./messages/parseVoteMessage.ts";
import type { VotingChain } from "./power/VotingChain.ts";
import { findProposal } from "./store/findProposal.ts";
import { saveVote } from "./store/saveVote.ts";

export interface AcceptVoteParameters {
  readonly db: ApiDatabase;
  readonly chain: VotingChain;
  readonly id: Hex;
  readonly envelope: HubEnvelope;
  readonly vote: VoteMessage;
  readonly nowSeconds: number;
}

const isoOf = (seconds: number) => new Date(seconds * 1000).toISOString();

/**
 * Counts a vote whose envelope is signed and fresh: on a proposal of the space it names, signed
 * and arriving while the proposal is open, for one of its choices, with the voter's power at the
 * proposal's snapshot block read here (never taken from the client) and above zero.
 */
export async function acceptVote({
  db,
  chain,
  id,
  envelope,
  vote,
  nowSeconds,
}: AcceptVoteParameters): Promise<void> {
  const proposal = await findProposal(db, vote.proposal);
  if (proposal === undefined) throw new HubMessageError(`unknown proposal: ${vote.proposal}`);
  if (proposal.space !== vote.space) {
    throw new HubMessageError(
      `wrong space: the proposal is in '${proposal.space}', the vote names '${vote.space}'`,
    );
  }
  const window = `${isoOf(proposal.start)} to ${isoOf(proposal.end)}`;
  if (vote.timestamp < proposal.start || vote.timestamp > proposal.end) {
    throw new HubMessageError(
      `not in voting window: the vote is dated outside the proposal's voting period, ${window}`,
    );
  }
  if (nowSeconds < proposal.start || nowSeconds > proposal.end) {
    throw new HubMessageError(`not in voting window: the proposal takes votes from ${window}`);
  }
  assertSingleChoice(vote.choice, proposal.choices.length);
  const [power] = await chain.readVotingPower([vote.from], BigInt(proposal.snapshot));
  if (power === undefined || power.total === 0n) {
    throw new HubMessageError(
      `no voting power: ${vote.from} held no CAKE at the proposal's snapshot block ${proposal.snapshot}`,
    );
  }
  await saveVote(db, id, envelope, vote, power);
}

import type { Hex } from "viem";
import type { ApiDatabase } from "../db/ApiDatabase.ts";
import { acceptProposal } from "./acceptProposal.ts";
import { acceptVote } from "./acceptVote.ts";
import { assertMessageTimestamp } from "./messages/assertMessageTimestamp.ts";
import { HubMessageError } from "./messages/HubMessageError.ts";
import { hubMessageId } from "./messages/hubMessageId.ts";
import { parseEnvelope } from "./messages/parseEnvelope.ts";
import { parseProposalMessage } from "./messages/parseProposalMessage.ts";
import { parseVoteMessage } from "./messages/parseVoteMessage.ts";
import { verifyEnvelopeSignature } from "./messages/verifyEnvelopeSignature.ts";
import { VotingChainUnavailableError } from "./power/VotingChainUnavailableError.ts";
import type { VotingOptions } from "./VotingOptions.ts";

export interface AcceptHubMessageParameters {
  readonly db: ApiDatabase;
  readonly voting: VotingOptions;
  /** The parsed JSON body of POST /api/msg. */
  readonly body: unknown;
  readonly now: Date;
}

async function accept({ db, voting, body, now }: AcceptHubMessageParameters): Promise<Hex> {
  const envelope = parseEnvelope(body);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  // What both kinds share: a fresh message, for a space of ours, signed by the envelope's address.
  const checkSigned = async (message: { readonly space: string; readonly timestamp: number }) => {
    assertMessageTimestamp(message.timestamp, nowSeconds);
    const space = voting.spaces.get(message.space);
    if (space === undefined) throw new HubMessageError(`unknown space: '${message.space}'`);
    const id = hubMessageId(envelope);
    await verifyEnvelopeSignature(envelope, id, voting.chain);
    return { space, id };
  };
  if (envelope.kind === "proposal") {
    const proposal = parseProposalMessage(envelope.message, envelope.address);
    const { space, id } = await checkSigned(proposal);
    await acceptProposal({ db, chain: voting.chain, space, id, envelope, proposal });
    return id;
  }
  const vote = parseVoteMessage(envelope.message, envelope.address);
  const { id } = await checkSigned(vote);
  await acceptVote({ db, chain: voting.chain, id, envelope, vote, nowSeconds });
  return id;
}

/**
 * Checks a signed proposal or vote as Snapshot's sequencer does and stores it, returning its id;
 * every refusal is a HubMessageError and stores nothing.
 */
export async function acceptHubMessage(parameters: AcceptHubMessageParameters): Promise<Hex> {
  try {
    return await accept(parameters);
  } catch (error) {
    if (error instanceof VotingChainUnavailableError) {
      throw new HubMessageError("The chain could not be read: try again in a moment", {
        status: 503,
        cause: error,
      });
    }
    throw error;
  }
}

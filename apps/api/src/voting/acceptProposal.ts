import { formatEther, type Hex } from "viem";
import type { ApiDatabase } from "../db/ApiDatabase.ts";
import { HubMessageError } from "./messages/HubMessageError.ts";
import type { HubEnvelope } from "./messages/parseEnvelope.ts";
import type { ProposalMessage } from "./messages/parseProposalMessage.ts";
import type { VotingChain } from "./power/VotingChain.ts";
import type { VotingSpace } from "./spaces/VotingSpace.ts";
import { saveProposal } from "./store/saveProposal.ts";

export interface AcceptProposalParameters {
  readonly db: ApiDatabase;
  readonly chain: VotingChain;
  readonly space: VotingSpace;
  readonly id: Hex;
  readonly envelope: HubEnvelope;
  readonly proposal: ProposalMessage;
}

/**
 * Stores a proposal whose envelope is signed and fresh, when its snapshot block exists and its
 * author may propose in the space: an admin of Core, or a holder of the space's minimum power at
 * the snapshot block (the block the votes will be counted at).
 */
export async function acceptProposal({
  db,
  chain,
  space,
  id,
  envelope,
  proposal,
}: AcceptProposalParameters): Promise<void> {
  const latest = await chain.latestBlock();
  if (BigInt(proposal.snapshot) > latest) {
    throw new HubMessageError(`proposal snapshot must be in the past: the latest block is ${latest}`);
  }
  if (space.admins.length > 0 && !space.admins.includes(proposal.from)) {
    throw new HubMessageError(`only the ${space.name} space's admins may create proposals in it`);
  }
  if (space.minScore > 0n) {
    const [power] = await chain.readVotingPower([proposal.from], BigInt(proposal.snapshot));
    if (power === undefined || power.total < space.minScore) {
      throw new HubMessageError(
        `not enough voting power to propose: ${formatEther(power?.total ?? 0n)} CAKE at block ${proposal.snapshot}, the ${space.name} space needs ${formatEther(space.minScore)}`,
      );
    }
  }
  await saveProposal(db, id, envelope, proposal);
}

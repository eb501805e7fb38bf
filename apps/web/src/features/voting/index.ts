export type { Proposal, ProposalState } from "./model/Proposal.ts";
export { proposalPath } from "./model/proposalPath.ts";

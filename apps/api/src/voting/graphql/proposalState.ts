/** Where a proposal is in its life at `nowSeconds`: votes are taken from start to end, both included. */
export type ProposalState = "pending" | "active" | "closed";

export function proposalState(proposal: { start: number; end: number }, nowSeconds: number): ProposalState {
  if (nowSeconds < proposal.start) return "pending";
  return nowSeconds <= proposal.end ? "active" : "closed";
}

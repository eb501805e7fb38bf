import type { Proposal } from "../../model/Proposal.ts";

/** What a proposal row says about time: when voting starts, ends or ended (the key takes %date%). */
export function proposalTimeLabel(proposal: Pick<Proposal, "state" | "start" | "end">): {
  readonly key: "Starts %date%" | "Ends %date%" | "Ended %date%";
  readonly seconds: number;
} {
  switch (proposal.state) {
    case "pending":
      return { key: "Starts %date%", seconds: proposal.start };
    case "active":
      return { key: "Ends %date%", seconds: proposal.end };
    case "closed":
      return { key: "Ended %date%", seconds: proposal.end };
  }
}

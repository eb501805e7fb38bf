import { describe, expect, it } from "vitest";
import { PROPOSAL_FILTERS, parseProposalFilter, proposalStateBadge } from "./proposalFilters.ts";

describe("proposal filters", () => {
  it("offer Vote Now, Soon and Closed for the active, pending and closed states", () => {
    expect(PROPOSAL_FILTERS.map(({ state }) => state)).toEqual(["active", "pending", "closed"]);
    expect(proposalStateBadge("active")).toBe("voteNow");
    expect(proposalStateBadge("pending")).toBe("soon");
    expect(proposalStateBadge("closed")).toBe("closed");
  });

  it("read the filter from the address, Vote Now by default", () => {
    expect(parseProposalFilter("closed")).toBe("closed");
    expect(parseProposalFilter(null)).toBe("active");
    expect(parseProposalFilter("other")).toBe("active");
  });
});

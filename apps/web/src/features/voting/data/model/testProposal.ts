/** A proposal as the hub's GraphQL answers it, for tests. */
export function hubProposalFixture(
  overrides: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  return {
    id: "0x" + "ab".repeat(32),
    title: "Add a CAKE-BNB farm boost",
    body: "## Why\nMore **rewards**.",
    choices: ["Yes", "No"],
    start: 1_700_000_000,
    end: 1_700_086_400,
    snapshot: "1234",
    state: "active",
    author: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
    space: { id: "community", name: "Community" },
    votes: 3,
    scores: [150.5, 49.5],
    scores_total: 200,
    type: "single-choice",
    created: 1_699_990_000,
    ...overrides,
  };
}

/** When a seeded proposal takes votes, relative to the seed's start. */
export type DevProposalTiming = "closed" | "active" | "pending";

export interface DevProposal {
  readonly space: "core" | "community";
  /** The author's dev account: 0 (the Core admin) for Core. */
  readonly author: number;
  readonly timing: DevProposalTiming;
  readonly title: string;
  readonly body: string;
  readonly choices: readonly string[];
  /** Each vote's dev account and 1-based choice. */
  readonly votes: readonly { readonly voter: number; readonly choice: number; readonly reason?: string }[];
}

/**
 * What `npm start` shows on /voting: closed, active and pending proposals in both spaces, with votes
 * from the seeded dev accounts, so the list, the results and the verification have real data.
 */
export const DEV_PROPOSALS: readonly DevProposal[] = [
  {
    space: "core",
    author: 0,
    timing: "closed",
    title: "Lower the swap fee to 0.2%",
    body: "## Summary\n\nCut the swap fee from **0.25%** to **0.2%** to win back volume.\n\n- Traders pay less\n- LPs earn on more trades",
    choices: ["Yes, lower it", "No, keep 0.25%"],
    votes: [
      { voter: 1, choice: 1, reason: "Cheaper swaps bring volume" },
      { voter: 2, choice: 2 },
      { voter: 3, choice: 1 },
    ],
  },
  {
    space: "community",
    author: 1,
    timing: "closed",
    title: "Add a SYRUP-CAKE farm",
    body: "A farm for the SYRUP-CAKE pair, at 0.5x.",
    choices: ["For", "Against", "Abstain"],
    votes: [
      { voter: 2, choice: 1 },
      { voter: 4, choice: 3 },
    ],
  },
  {
    space: "core",
    author: 0,
    timing: "active",
    title: "Burn 10% of lottery proceeds",
    body: "## Proposal\n\nSend a tenth of every lottery round's CAKE to the burn address.\n\n> Fewer CAKE, same game.",
    choices: ["Burn 10%", "Burn 5%", "Keep as is"],
    votes: [
      { voter: 1, choice: 1, reason: "Deflation is good for holders" },
      { voter: 3, choice: 2 },
    ],
  },
  {
    space: "community",
    author: 2,
    timing: "active",
    title: "Weekly team battle",
    body: "Run a team battle every week instead of every month.",
    choices: ["Weekly", "Monthly"],
    votes: [{ voter: 1, choice: 2 }],
  },
  {
    space: "core",
    author: 0,
    timing: "pending",
    title: "Extend the CAKE vault's fee-free period",
    body: "Withdraw without the 0.1% fee after 48 hours instead of 72.",
    choices: ["48 hours", "72 hours"],
    votes: [],
  },
];

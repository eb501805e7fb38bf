import type { BetHistoryEntry, IndexedRound } from "../data/model/BetHistoryEntry.ts";

export const ACCOUNT = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
const HASH = `0x${"ab".repeat(32)}` as const;
const CLAIM_HASH = `0x${"cd".repeat(32)}` as const;
const bnb = (thousandths: bigint) => thousandths * 10n ** 15n;

/** A bet as the indexer's GraphQL answers it: round 2 closed down, the account bet 0.2 BNB on Bear and collected. */
export function indexedBetJson(overrides: Record<string, unknown> = {}) {
  return {
    id: `2-${ACCOUNT.toLowerCase()}`,
    hash: HASH,
    amount: String(bnb(200n)),
    position: "Bear",
    claimed: true,
    claimedHash: CLAIM_HASH,
    claimedAmount: String(bnb(339n)),
    createdAt: 1_700_000_100,
    updatedAt: 1_700_000_700,
    block: "140",
    round: {
      epoch: "2",
      failed: false,
      startBlock: "100",
      lockBlock: "200",
      endBlock: "300",
      startAt: 1_700_000_000,
      lockAt: 1_700_000_300,
      lockPrice: "60000000000",
      closePrice: "59820000000",
      lockRoundId: "2",
      closeRoundId: "3",
      totalBets: 3,
      bullBets: 2,
      bearBets: 1,
      totalAmount: String(bnb(350n)),
      bullAmount: String(bnb(150n)),
      bearAmount: String(bnb(200n)),
      position: "Bear",
      rewardBaseCalAmount: String(bnb(200n)),
      rewardAmount: String(bnb(339n) + 5n * 10n ** 14n),
      rewardRate: 97,
      treasuryRate: 3,
    },
    user: {
      address: ACCOUNT,
      createdAt: 1_700_000_050,
      block: "120",
      totalBets: 7,
      totalBetsBull: 4,
      totalBetsBear: 3,
      totalBNB: String(bnb(650n)),
      roundsWon: 2,
      roundsLost: 2,
      totalBNBClaimed: String(bnb(339n)),
      netBNB: "-4500000000000000",
    },
    ...overrides,
  };
}

/** The parsed form of indexedBetJson(). */
export const PARSED_ROUND: IndexedRound = {
  epoch: 2n,
  failed: false,
  startBlock: 100n,
  lockBlock: 200n,
  endBlock: 300n,
  startAt: 1_700_000_000,
  lockAt: 1_700_000_300,
  lockPrice: 60_000_000_000n,
  closePrice: 59_820_000_000n,
  lockRoundId: 2n,
  closeRoundId: 3n,
  totalBets: 3,
  bullBets: 2,
  bearBets: 1,
  totalAmount: bnb(350n),
  bullAmount: bnb(150n),
  bearAmount: bnb(200n),
  position: "Bear",
  rewardBaseCalAmount: bnb(200n),
  rewardAmount: bnb(339n) + 5n * 10n ** 14n,
  rewardRate: 97n,
  treasuryRate: 3n,
};

export const PARSED_BET: BetHistoryEntry = {
  id: `2-${ACCOUNT.toLowerCase()}`,
  hash: HASH,
  amount: bnb(200n),
  position: "Bear",
  claimed: true,
  claimedHash: CLAIM_HASH,
  claimedAmount: bnb(339n),
  createdAt: 1_700_000_100,
  updatedAt: 1_700_000_700,
  block: 140n,
  round: PARSED_ROUND,
  user: {
    address: ACCOUNT,
    createdAt: 1_700_000_050,
    block: 120n,
    totalBets: 7,
    totalBetsBull: 4,
    totalBetsBear: 3,
    totalBNB: bnb(650n),
    roundsWon: 2,
    roundsLost: 2,
    totalBNBClaimed: bnb(339n),
    netBNB: -4_500_000_000_000_000n,
  },
};

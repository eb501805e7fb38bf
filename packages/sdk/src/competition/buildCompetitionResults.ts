import type { Hex } from "viem";
import { buildMerkleTree } from "./buildMerkleTree.ts";
import { competitionResultLeaf } from "./competitionResultLeaf.ts";
import {
  rankCompetition,
  type CompetitionRanking,
  type RankCompetitionParameters,
} from "./rankCompetition.ts";

export interface CompetitionResults {
  readonly ranking: CompetitionRanking;
  /** The root to publish (or to compare with the chain's); null when nobody registered. */
  readonly root: Hex | null;
  /** The claim proof of a ranked account; null for an account not in the ranking. */
  proofFor(account: string): Hex[] | null;
}

/**
 * The final ranking and its Merkle tree, one leaf per registered trader: what the keeper publishes at
 * the close, what the page recomputes to check the chain's root and to build a claim's proof.
 */
export function buildCompetitionResults(parameters: RankCompetitionParameters): CompetitionResults {
  const ranking = rankCompetition(parameters);
  const leaves = new Map(ranking.traders.map((trader) => [trader.account, competitionResultLeaf(trader)]));
  const tree = leaves.size === 0 ? null : buildMerkleTree([...leaves.values()]);
  return {
    ranking,
    root: tree?.root ?? null,
    proofFor(account) {
      const leaf = leaves.get(account.toLowerCase() as Hex);
      return leaf === undefined || tree === null ? null : tree.proof(leaf);
    },
  };
}

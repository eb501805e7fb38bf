import { concat, keccak256, type Address, type Hex } from "viem";
import { describe, expect, it } from "vitest";
import { buildCompetitionResults } from "./buildCompetitionResults.ts";
import { competitionResultLeaf } from "./competitionResultLeaf.ts";

function processProof(leaf: Hex, proof: readonly Hex[]): Hex {
  return proof.reduce<Hex>((node, sibling) => {
    const [low, high] = BigInt(node) < BigInt(sibling) ? [node, sibling] : [sibling, node];
    return keccak256(concat([low, high]));
  }, leaf);
}

const accounts: Address[] = [
  "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
  "0x90F79bf6EB2c4f870365E785982E1f101E93b906",
];

describe("buildCompetitionResults", () => {
  it("proves each registered trader's leaf against the root, in any letter case", () => {
    const results = buildCompetitionResults({
      registrations: accounts.map((account, i) => ({ account, teamId: i + 1 })),
      volumeUsdByAccount: new Map([
        [accounts[1]?.toLowerCase() as string, 90],
        [accounts[2]?.toLowerCase() as string, 120],
      ]),
      numberTeams: 3,
    });
    expect(results.ranking.teams.map(({ teamId }) => teamId)).toEqual([3, 2, 1]);
    for (const trader of results.ranking.traders) {
      const proof = results.proofFor(trader.account.toUpperCase().replace("0X", "0x")) as Hex[];
      expect(processProof(competitionResultLeaf(trader), proof)).toBe(results.root);
    }
    expect(results.proofFor("0x0000000000000000000000000000000000000001")).toBeNull();
  });

  it("has no root when nobody registered", () => {
    const results = buildCompetitionResults({
      registrations: [],
      volumeUsdByAccount: new Map(),
      numberTeams: 3,
    });
    expect(results.root).toBeNull();
    expect(results.ranking.teams).toHaveLength(3);
  });
});

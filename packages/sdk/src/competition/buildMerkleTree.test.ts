import { concat, keccak256, toHex, type Hex } from "viem";
import { describe, expect, it } from "vitest";
import { buildMerkleTree } from "./buildMerkleTree.ts";

/** OpenZeppelin's MerkleProof.processProof, written out independently of the builder. */
function processProof(leaf: Hex, proof: readonly Hex[]): Hex {
  return proof.reduce<Hex>((node, sibling) => {
    const [low, high] = BigInt(node) < BigInt(sibling) ? [node, sibling] : [sibling, node];
    return keccak256(concat([low, high]));
  }, leaf);
}

const leaves = Array.from({ length: 7 }, (_, i) => keccak256(toHex(`leaf ${i}`)));

describe("buildMerkleTree", () => {
  it.each([1, 2, 3, 4, 5, 7])("proves every one of %i leaves against the root", (count) => {
    const tree = buildMerkleTree(leaves.slice(0, count));
    for (const leaf of leaves.slice(0, count)) {
      expect(processProof(leaf, tree.proof(leaf))).toBe(tree.root);
    }
  });

  it("makes a single leaf its own root with an empty proof", () => {
    const tree = buildMerkleTree([leaves[0] as Hex]);
    expect(tree.root).toBe(leaves[0]);
    expect(tree.proof(leaves[0] as Hex)).toEqual([]);
  });

  it("gives the same root whatever the leaves' order", () => {
    expect(buildMerkleTree([...leaves].reverse()).root).toBe(buildMerkleTree(leaves).root);
  });

  it("hashes two leaves as OpenZeppelin's commutative pair", () => {
    const [a, b] = [leaves[0] as Hex, leaves[1] as Hex];
    const [low, high] = BigInt(a) < BigInt(b) ? [a, b] : [b, a];
    expect(buildMerkleTree([a, b]).root).toBe(keccak256(concat([low, high])));
  });

  it("refuses an empty tree and a proof of a leaf not in it", () => {
    expect(() => buildMerkleTree([])).toThrow("at least one leaf");
    expect(() => buildMerkleTree(leaves.slice(0, 3)).proof(leaves[5] as Hex)).toThrow("not in the tree");
  });

  it("does not prove a leaf with another leaf's proof", () => {
    const tree = buildMerkleTree(leaves);
    expect(processProof(leaves[1] as Hex, tree.proof(leaves[2] as Hex))).not.toBe(tree.root);
  });
});

import { concat, keccak256, type Hex } from "viem";

export interface MerkleTree {
  readonly root: Hex;
  /** The proof of `leaf` for OpenZeppelin's MerkleProof.verify; throws for a leaf not in the tree. */
  proof(leaf: Hex): Hex[];
}

/** OpenZeppelin's Hashes.commutativeKeccak256: the hash of the pair in ascending order. */
function hashPair(a: Hex, b: Hex): Hex {
  return BigInt(a) < BigInt(b) ? keccak256(concat([a, b])) : keccak256(concat([b, a]));
}

/**
 * A Merkle tree over 32-byte leaves that OpenZeppelin's MerkleProof verifies: the leaves sorted
 * ascending (so the root does not depend on their order), each level pairing neighbours with the
 * commutative hash, an odd last node carried up unchanged. At least one leaf.
 */
export function buildMerkleTree(leaves: readonly Hex[]): MerkleTree {
  if (leaves.length === 0) throw new RangeError("A Merkle tree needs at least one leaf");
  const sorted = leaves
    .map((leaf) => leaf.toLowerCase() as Hex)
    .sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
  const levels: Hex[][] = [sorted];
  for (let level = sorted; level.length > 1;) {
    const next: Hex[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i] as Hex;
      const right = level[i + 1];
      next.push(right === undefined ? left : hashPair(left, right));
    }
    levels.push(next);
    level = next;
  }
  const root = levels[levels.length - 1]?.[0] as Hex;

  return {
    root,
    proof(leaf) {
      let index = sorted.indexOf(leaf.toLowerCase() as Hex);
      if (index === -1) throw new RangeError(`Leaf ${leaf} is not in the tree`);
      const proof: Hex[] = [];
      for (const level of levels.slice(0, -1)) {
        const sibling = level[index ^ 1];
        if (sibling !== undefined) proof.push(sibling);
        index = Math.floor(index / 2);
      }
      return proof;
    },
  };
}

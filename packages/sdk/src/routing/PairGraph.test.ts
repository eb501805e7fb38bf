import { describe, expect, it } from "vitest";
import { CurrencyAmount } from "../amm/CurrencyAmount.ts";
import { Pair } from "../amm/Pair.ts";
import { Token } from "../amm/Token.ts";
import { buildPairGraph } from "./PairGraph.ts";

const token = (n: number, chainId = 31337) =>
  new Token(chainId, `0x${n.toString(16).padStart(40, "0")}`, 18, `T${n}`, `Token ${n}`);
const pair = (x: Token, y: Token, reserveX: bigint, reserveY: bigint, address: number) =>
  new Pair(
    CurrencyAmount.fromRawAmount(x, reserveX),
    CurrencyAmount.fromRawAmount(y, reserveY),
    token(address).address,
  );

describe("buildPairGraph", () => {
  it("numbers the tokens and lists each token's pairs in the caller's order", () => {
    const [a, b, c] = [token(1), token(2), token(3)] as [Token, Token, Token];
    const graph = buildPairGraph(
      [pair(b, c, 5n, 6n, 100), pair(a, b, 1n, 2n, 101), pair(a, c, 3n, 4n, 102)],
      31337,
    );
    const [idA, idB, idC] = [a, b, c].map((t) => graph.tokenIds.get(t.address) as number);
    expect(graph.pairsOf[idA as number]).toEqual([1, 2]);
    expect(graph.pairsOf[idB as number]).toEqual([0, 1]);
    expect(graph.pairsOf[idC as number]).toEqual([0, 2]);
    expect([graph.token0[1], graph.token1[1], graph.reserve0[1], graph.reserve1[1]]).toEqual([
      idA,
      idB,
      1n,
      2n,
    ]);
  });

  it("leaves out empty pairs and pairs of other chains", () => {
    const graph = buildPairGraph(
      [pair(token(1), token(2), 0n, 2n, 100), pair(token(1, 56), token(2, 56), 1n, 2n, 101)],
      31337,
    );
    expect(graph.pairsOf.every((pairs) => pairs.length === 0)).toBe(true);
  });
});

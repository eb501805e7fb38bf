import { CurrencyAmount } from "../amm/CurrencyAmount.ts";
import { Pair } from "../amm/Pair.ts";
import { Token } from "../amm/Token.ts";
import { buildPairGraph } from "./PairGraph.ts";

// Unit-test fixture for the route searches: a triangle 1-2-3 with a tail 3-4; pair indices 0 to 3.
const token = (n: number) =>
  new Token(31337, `0x${n.toString(16).padStart(40, "0")}`, 18, `T${n}`, `Token ${n}`);
const pair = (x: number, y: number, reserve: bigint) =>
  new Pair(
    CurrencyAmount.fromRawAmount(token(x), reserve),
    CurrencyAmount.fromRawAmount(token(y), reserve),
    token(100 + x * 10 + y).address,
  );

export const graph = buildPairGraph(
  [pair(1, 2, 10n ** 6n), pair(2, 3, 10n ** 6n), pair(1, 3, 10n ** 5n), pair(3, 4, 10n ** 6n)],
  31337,
);

/** The graph id of token `n`. */
export const id = (n: number) => graph.tokenIds.get(token(n).address) as number;

import type { InfoPairToken, InfoTransaction } from "../../model/InfoRows.ts";
import { positionFigures, type PositionFigures } from "../../model/positionFigures.ts";
import {
  addressAt,
  bigintAt,
  itemsAt,
  numberAt,
  recordAt,
  type IndexerRecord,
} from "../../model/readIndexerFields.ts";
import { IndexerRequestError } from "../../../../shared/indexer/index.ts";
import { parsePairToken, parseTransactions } from "./parseTransactions.ts";

/** An account's LP position in one pair, with its figures now. */
export interface InfoPosition extends PositionFigures {
  readonly pairId: `0x${string}`;
  readonly token0: InfoPairToken;
  readonly token1: InfoPairToken;
  readonly balance: bigint;
}

/** One page of the account's history, and its positions. */
export interface AccountPage {
  readonly transactions: readonly InfoTransaction[];
  readonly nextCursor: string | null;
  readonly positions: readonly InfoPosition[];
}

function parsePosition(item: IndexerRecord): InfoPosition {
  const pair = recordAt(item.pair, "pair");
  const liquidity = recordAt(item.liquidity, "liquidity");
  const token0 = parsePairToken(pair.token0, "token0");
  const token1 = parsePairToken(pair.token1, "token1");
  const balance = bigintAt(item, "balance");
  return {
    pairId: addressAt(item, "pairId"),
    token0,
    token1,
    balance,
    ...positionFigures({
      balance,
      entryLiquidity: numberAt(item, "entryLiquidity"),
      deposited0: bigintAt(item, "deposited0"),
      deposited1: bigintAt(item, "deposited1"),
      realizedFeesUsd: numberAt(item, "realizedFeesUSD"),
      liquidityPerLp: numberAt(liquidity, "liquidityPerLp"),
      sqrtK: numberAt(liquidity, "sqrtK"),
      reserve0: bigintAt(pair, "reserve0"),
      reserve1: bigintAt(pair, "reserve1"),
      price0PerRaw: token0.priceUsd / 10 ** token0.decimals,
      price1PerRaw: token1.priceUsd / 10 ** token1.decimals,
    }),
  };
}

/**
 * Reads the answer to ACCOUNT_QUERY: the page of history and the positions that hold units or earned
 * fees (a position emptied before it earned anything is left out).
 */
export function parseAccountPage(data: Readonly<Record<string, unknown>>): AccountPage {
  const page = recordAt(data.pairTransactions, "pairTransactions");
  const pageInfo = recordAt(page.pageInfo, "pageInfo");
  const endCursor = pageInfo.endCursor;
  if (endCursor !== null && typeof endCursor !== "string") {
    throw new IndexerRequestError("The indexer's endCursor is not text");
  }
  return {
    transactions: parseTransactions(page),
    nextCursor: pageInfo.hasNextPage === true ? endCursor : null,
    positions: itemsAt(data.lpPositions, "lpPositions")
      .map(parsePosition)
      .filter((position) => position.balance > 0n || position.feesEarnedUsd > 0),
  };
}

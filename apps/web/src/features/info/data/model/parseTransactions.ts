import type { InfoPairToken, InfoTransaction, InfoTransactionKind } from "../../model/InfoRows.ts";
import {
  addressAt,
  bigintAt,
  itemsAt,
  numberAt,
  recordAt,
  stringAt,
  type IndexerRecord,
} from "../../model/readIndexerFields.ts";
import { IndexerRequestError } from "../../../../shared/indexer/index.ts";

const KINDS: readonly InfoTransactionKind[] = ["Swap", "Mint", "Burn"];

/** A token as nested in a pair or transaction (`id symbol decimals derivedUSD`). */
export function parsePairToken(value: unknown, field: string): InfoPairToken {
  const token = recordAt(value, field);
  return {
    id: addressAt(token, "id"),
    symbol: stringAt(token, "symbol"),
    decimals: numberAt(token, "decimals"),
    priceUsd: numberAt(token, "derivedUSD"),
  };
}

export function parseTransaction(item: IndexerRecord): InfoTransaction {
  const kind = stringAt(item, "kind");
  const known = KINDS.find((candidate) => candidate === kind);
  if (known === undefined) throw new IndexerRequestError(`The indexer's kind ${kind} is unknown`);
  const hash = stringAt(item, "hash");
  if (!/^0x[0-9a-fA-F]{64}$/.test(hash)) throw new IndexerRequestError("The indexer's hash is not a hash");
  return {
    id: stringAt(item, "id"),
    kind: known,
    hash: hash as `0x${string}`,
    timestamp: numberAt(item, "timestamp"),
    account: addressAt(item, "account"),
    pairId: addressAt(item, "pairId"),
    token0: parsePairToken(item.token0, "token0"),
    token1: parsePairToken(item.token1, "token1"),
    amount0In: bigintAt(item, "amount0In"),
    amount1In: bigintAt(item, "amount1In"),
    amount0Out: bigintAt(item, "amount0Out"),
    amount1Out: bigintAt(item, "amount1Out"),
    amountUsd: numberAt(item, "amountUSD"),
  };
}

/** The transactions of a `pairTransactions` list. */
export function parseTransactions(value: unknown): InfoTransaction[] {
  return itemsAt(value, "pairTransactions").map(parseTransaction);
}

import type { Address } from "viem";
import { IndexerRequestError, postIndexerQuery } from "../../../shared/indexer/index.ts";
import type { InfoTransaction } from "../model/InfoRows.ts";
import { ACCOUNT_QUERY } from "./model/infoQueries.ts";
import { parseAccountPage, type InfoPosition } from "./model/parseAccount.ts";
import { useInfoQuery, type InfoQueryState } from "./useInfoQuery.ts";

/** More than this many pages of 1000 is more history than a browser should hold for a CSV. */
const MAX_PAGES = 50;

export interface AccountDetail {
  /** The whole history, newest first. */
  readonly transactions: readonly InfoTransaction[];
  readonly positions: readonly InfoPosition[];
}

/** An account's whole history (every page) and its LP positions. */
export function useAccountDetail(id: Address): InfoQueryState<AccountDetail> {
  return useInfoQuery(["account", id], async (url, signal) => {
    const transactions: InfoTransaction[] = [];
    let after: string | null = null;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const answer = parseAccountPage(
        await postIndexerQuery(url, { query: ACCOUNT_QUERY, variables: { id, after } }, signal),
      );
      transactions.push(...answer.transactions);
      if (answer.nextCursor === null) return { transactions, positions: answer.positions };
      after = answer.nextCursor;
    }
    throw new IndexerRequestError(`The account has more than ${MAX_PAGES * 1000} transactions`);
  });
}

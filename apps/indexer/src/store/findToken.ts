import { token } from "ponder:schema";
import type { Address } from "viem";
import type { IndexerDb, TokenRow } from "./IndexerDb.ts";
import { requireRow } from "./requireRow.ts";

export function findToken(db: IndexerDb, id: Address): Promise<TokenRow> {
  return requireRow(db.find(token, { id }), `token ${id}`);
}

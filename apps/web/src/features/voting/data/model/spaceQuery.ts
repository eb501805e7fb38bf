import type { IndexerQuery } from "../../../../shared/indexer/index.ts";

export const SPACE_QUERY = `query Space($id: String!) {
  space(id: $id) { id name admins minScore }
}`;

export function spaceRequest(id: string): IndexerQuery {
  return { query: SPACE_QUERY, variables: { id } };
}

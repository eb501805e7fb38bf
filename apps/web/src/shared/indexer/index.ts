export { IndexerRequestError } from "./IndexerRequestError.ts";
export { postIndexerQuery, type IndexerQuery } from "./postIndexerQuery.ts";
export { useIndexerUrl } from "./useIndexerUrl.ts";

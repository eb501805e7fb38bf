export { isIndexerUnavailable, type IndexerHealth } from "./describeIndexerHealth.ts";
export { IndexedList } from "./IndexedList.tsx";
export { IndexerNotice } from "./IndexerNotice.tsx";
export { IndexerRequestError } from "./IndexerRequestError.ts";
export { postIndexerQuery, type IndexerQuery } from "./postIndexerQuery.ts";
export { useIndexerHealth } from "./useIndexerHealth.ts";
export { useIndexerUrl } from "./useIndexerUrl.ts";

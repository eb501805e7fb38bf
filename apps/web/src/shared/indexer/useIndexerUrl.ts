import { useDeployment } from "../chain/index.ts";
import { resolveIndexerUrl } from "./resolveIndexerUrl.ts";

/** The indexer's GraphQL endpoint for the app's chain; undefined when there is none. */
export function useIndexerUrl(): string | undefined {
  return resolveIndexerUrl(useDeployment(), import.meta.env.VITE_INDEXER_URL);
}

import { useDeployment } from "../chain/index.ts";
import { resolveApiUrl } from "./resolveApiUrl.ts";

/** Griddle's API for the app's chain; undefined when there is none. */
export function useApiUrl(): string | undefined {
  return resolveApiUrl(useDeployment(), import.meta.env.VITE_API_URL);
}

import type { CollectibleDefinition } from "@griddle/sdk";

/**
 * A collectible's picture on the API (GET /images/collectibles/{identifier}.svg), the same drawing its
 * tokens' metadata names; undefined without an API, where cards show the name alone.
 */
export function collectibleImageUrl(
  apiUrl: string | undefined,
  collectible: Pick<CollectibleDefinition, "identifier">,
): string | undefined {
  return apiUrl === undefined ? undefined : `${apiUrl}/images/collectibles/${collectible.identifier}.svg`;
}

/** What the app shows of a token's metadata (its tokenURI's JSON). */
export interface CollectibleMetadata {
  readonly name: string;
  readonly description: string;
  /** The picture's URL (the medium size when the metadata gives sizes). */
  readonly image: string;
}

/**
 * A token's metadata JSON; null when it is not an object with a name and a picture (spec 001 section
 * 7: null when not ok). The spec's image sizes are preferred over the plain `image`.
 */
export function parseCollectibleMetadata(json: unknown): CollectibleMetadata | null {
  if (typeof json !== "object" || json === null) return null;
  const { name, description, image, images } = json as Record<string, unknown>;
  const sized =
    typeof images === "object" && images !== null ? (images as Record<string, unknown>).md : undefined;
  const picture = typeof sized === "string" ? sized : image;
  if (typeof name !== "string" || typeof picture !== "string") return null;
  return { name, description: typeof description === "string" ? description : "", image: picture };
}

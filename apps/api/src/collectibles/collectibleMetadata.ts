import type { CollectibleDefinition } from "@griddle/sdk";
import { imageUrl } from "../images/imageUrl.ts";

/**
 * A collectible's token metadata, what `tokenURI` points at (spec 001 section 7): the usual NFT
 * metadata fields, the spec's image sizes, and the bunnyId that ties a token to its definition.
 */
export interface CollectibleMetadata {
  readonly name: string;
  readonly description: string;
  /** Absolute, as NFT metadata consumers expect. */
  readonly image: string;
  /** One vector drawing serves every size. */
  readonly images: { readonly lg: string; readonly md: string; readonly sm: string };
  readonly attributes: readonly [{ readonly trait_type: "bunnyId"; readonly value: number }];
}

export function collectibleMetadata(
  collectible: CollectibleDefinition,
  publicUrl: string,
): CollectibleMetadata {
  const image = imageUrl(publicUrl, "collectibles", `${collectible.identifier}.svg`);
  return {
    name: collectible.name,
    description: collectible.description,
    image,
    images: { lg: image, md: image, sm: image },
    attributes: [{ trait_type: "bunnyId", value: collectible.bunnyId }],
  };
}

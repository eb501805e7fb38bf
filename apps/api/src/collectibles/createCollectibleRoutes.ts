import { LOCAL_COLLECTIBLES } from "@griddle/sdk";
import { Hono } from "hono";
import { ApiError } from "../http/ApiError.ts";
import { collectibleMetadata } from "./collectibleMetadata.ts";

/** The collection's base URI is this route: token URIs are `{base}{identifier}.json`. */
const METADATA_SUFFIX = ".json";

/** GET /api/collectibles/{identifier}.json: each local collectible's token metadata. */
export function createCollectibleRoutes(publicUrl: string): Hono {
  const routes = new Hono();
  routes.get("/:file", (c) => {
    const file = c.req.param("file");
    const identifier = file.endsWith(METADATA_SUFFIX) ? file.slice(0, -METADATA_SUFFIX.length) : undefined;
    const collectible = LOCAL_COLLECTIBLES.find((candidate) => candidate.identifier === identifier);
    if (collectible === undefined) throw new ApiError(404, `No collectible metadata ${file}.`);
    return c.json(collectibleMetadata(collectible, publicUrl));
  });
  return routes;
}

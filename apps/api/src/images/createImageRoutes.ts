import { Hono } from "hono";
import { ApiError } from "../http/ApiError.ts";
import type { ImageKind } from "./imageUrl.ts";
import type { ImageFiles } from "./loadImageFiles.ts";

/** A day: the artwork changes only with a release, and the ETag catches that on revalidation. */
const CACHE_CONTROL = "public, max-age=86400";
/** Opened on its own, an SVG is a document: allow its inline styles and nothing else (no scripts). */
const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/** GET /images/{collectibles,teams,achievements}/{file}: the catalogues' SVG artwork. */
export function createImageRoutes(images: ImageFiles): Hono {
  const routes = new Hono();
  routes.get("/:kind/:file", (c) => {
    const { kind, file } = c.req.param();
    const image = images.get(kind as ImageKind)?.get(file);
    if (image === undefined) throw new ApiError(404, `No image ${kind}/${file}.`);
    const headers = {
      "Cache-Control": CACHE_CONTROL,
      ETag: image.etag,
      "Content-Security-Policy": SVG_CONTENT_SECURITY_POLICY,
      "X-Content-Type-Options": "nosniff",
    };
    if (c.req.header("If-None-Match") === image.etag) return c.body(null, 304, headers);
    return c.body(image.body, 200, { ...headers, "Content-Type": "image/svg+xml" });
  });
  return routes;
}

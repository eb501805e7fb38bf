const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".wasm": "application/wasm",
};

/** The Content-Type for a built file, by extension; unknown files are served as bytes. */
export function contentTypeFor(filePath: string): string {
  const dot = filePath.lastIndexOf(".");
  return (dot >= 0 && contentTypes[filePath.slice(dot).toLowerCase()]) || "application/octet-stream";
}

/** Text formats worth compressing; images and fonts are compressed already. */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|manifest\+json|wasm)|image\/svg)/.test(contentType);
}

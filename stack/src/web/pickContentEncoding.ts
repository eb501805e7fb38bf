/** A compressed form the server holds for a file. */
export type ContentEncoding = "br" | "gzip";

/**
 * The smallest encoding both sides have: Brotli when the client accepts it (every current browser,
 * over HTTP too for localhost), else gzip, else none. A q=0 entry refuses an encoding.
 */
export function pickContentEncoding(
  acceptEncoding: string,
  available: Readonly<Record<ContentEncoding, boolean>>,
): ContentEncoding | null {
  const accepted = new Set(
    acceptEncoding
      .split(",")
      .map((entry) =>
        entry
          .trim()
          .toLowerCase()
          .split(/\s*;\s*/),
      )
      .filter(([, quality]) => quality === undefined || !/^q=0(\.0*)?$/.test(quality))
      .map(([name]) => name),
  );
  if (available.br && accepted.has("br")) return "br";
  if (available.gzip && accepted.has("gzip")) return "gzip";
  return null;
}

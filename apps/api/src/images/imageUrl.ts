/** The image folders the API serves under /images/, one per catalogue. */
export type ImageKind = "collectibles" | "teams" | "achievements";

/** An image's absolute URL: metadata and team answers are read by clients on other origins. */
export function imageUrl(publicUrl: string, kind: ImageKind, file: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/images/${kind}/${encodeURIComponent(file)}`;
}

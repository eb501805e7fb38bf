import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { LOCAL_COLLECTIBLES, LOCAL_POINT_CAMPAIGNS, LOCAL_TEAMS } from "@griddle/sdk";
import type { ImageKind } from "./imageUrl.ts";

/** Our own SVG artwork, one folder per catalogue. */
export const ASSETS_DIR = path.resolve(import.meta.dirname, "..", "..", "assets");

export interface ImageFile {
  /** SVG text. */
  readonly body: string;
  /** A strong validator from the content, so a cached copy is revalidated with a 304. */
  readonly etag: string;
}

/** Every image the catalogues name, by kind and file name. */
export type ImageFiles = ReadonlyMap<ImageKind, ReadonlyMap<string, ImageFile>>;

/** The file names each catalogue in @griddle/sdk refers to. */
export function catalogueImageNames(): Record<ImageKind, readonly string[]> {
  return {
    collectibles: LOCAL_COLLECTIBLES.map(({ identifier }) => `${identifier}.svg`),
    teams: LOCAL_TEAMS.map(({ image }) => image),
    achievements: LOCAL_POINT_CAMPAIGNS.map(({ badge }) => badge),
  };
}

/**
 * Reads every image the catalogues name into memory (a few kilobytes each), so a missing file
 * stops the start instead of becoming a 404 in the app, and serving one touches no disk.
 */
export async function loadImageFiles(assetsDir: string = ASSETS_DIR): Promise<ImageFiles> {
  const files = new Map<ImageKind, Map<string, ImageFile>>();
  for (const [kind, names] of Object.entries(catalogueImageNames()) as [ImageKind, readonly string[]][]) {
    const ofKind = new Map<string, ImageFile>();
    for (const name of names) {
      const body = await readFile(path.join(assetsDir, kind, name), "utf8");
      ofKind.set(name, {
        body,
        etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
      });
    }
    files.set(kind, ofKind);
  }
  return files;
}

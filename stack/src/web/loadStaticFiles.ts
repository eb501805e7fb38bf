import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { contentTypeFor, isCompressible } from "./contentTypes.ts";

export interface StaticFile {
  readonly body: Buffer;
  readonly gzipped: Buffer | null;
  readonly brotli: Buffer | null;
  readonly contentType: string;
  /** Vite names built assets by content hash, so they can be cached forever. */
  readonly immutable: boolean;
}

/** A text file with its gzip and Brotli forms (at their best levels: compressed once, served often). */
export function compressedFile(body: Buffer, contentType: string, immutable: boolean): StaticFile {
  const worthIt = isCompressible(contentType) && body.length > 1024;
  return {
    body,
    gzipped: worthIt ? gzipSync(body, { level: 9 }) : null,
    brotli: worthIt
      ? brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        })
      : null,
    contentType,
    immutable,
  };
}

/**
 * Reads the whole production build into memory once, compressed once: the build is a few
 * megabytes, and serving from memory means no path from a URL ever reaches the file system.
 */
export async function loadStaticFiles(root: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const fullPath = path.join(entry.parentPath, entry.name);
    const urlPath = "/" + path.relative(root, fullPath).split(path.sep).join("/");
    const body = await readFile(fullPath);
    files.set(urlPath, compressedFile(body, contentTypeFor(fullPath), urlPath.startsWith("/assets/")));
  }
  return files;
}

import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { contentTypeFor, isCompressible } from "./contentTypes.ts";

export interface StaticFile {
  readonly body: Buffer;
  readonly gzipped: Buffer | null;
  readonly contentType: string;
  /** Vite names built assets by content hash, so they can be cached forever. */
  readonly immutable: boolean;
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
    const contentType = contentTypeFor(fullPath);
    files.set(urlPath, {
      body,
      gzipped: isCompressible(contentType) && body.length > 1024 ? gzipSync(body, { level: 9 }) : null,
      contentType,
      immutable: urlPath.startsWith("/assets/"),
    });
  }
  return files;
}

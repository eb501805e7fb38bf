import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), the fields the walk needs. */
interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}

type BuildManifest = Readonly<Record<string, ManifestChunk>>;

export interface ManifestJsSize {
  readonly files: readonly string[];
  readonly gzipBytes: number;
}

/** The chunks the browser must run before `roots` can: each root and everything it imports statically. */
export function collectStaticChunks(manifest: BuildManifest, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...seen].map((key) => (manifest[key] as ManifestChunk).file).filter((file) => file.endsWith(".js"));
}

/**
 * Gzipped JavaScript a page needs from the build alone: the entry's static graph plus the route's lazy
 * page chunk and its static graph (`pageModule`, e.g. "src/features/swap/SwapPage.tsx"; none for the
 * shell only). Gzip at level 9, as the stack's web server compresses.
 */
export async function measureManifestJs(distDir: string, pageModule?: string): Promise<ManifestJsSize> {
  const manifest = JSON.parse(
    await readFile(path.join(distDir, ".vite", "manifest.json"), "utf8"),
  ) as BuildManifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error("The build manifest has no entry: is build.manifest on in vite.config.ts?");
  const files = collectStaticChunks(manifest, pageModule ? [entry, pageModule] : [entry]);
  let gzipBytes = 0;
  for (const file of files)
    gzipBytes += gzipSync(await readFile(path.join(distDir, file)), { level: 9 }).length;
  return { files, gzipBytes };
}

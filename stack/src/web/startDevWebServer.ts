import path from "node:path";
import { BASE_SECURITY_HEADERS } from "./securityHeaders.ts";
import type { WebServer } from "./startStaticWebServer.ts";

/**
 * Runs Vite's dev server on the web app (hot reload) for `npm run dev`. Vite serves the manifest
 * itself from GRIDDLE_MANIFEST_PATH (see apps/web/vite.config.ts). It sends the security headers
 * but no Content-Security-Policy: hot reload injects inline scripts and styles the production
 * policy forbids, and the production server (startStaticWebServer.ts) is the one the tests run.
 */
export async function startDevWebServer(options: {
  host: string;
  port: number;
  manifestPath: string;
}): Promise<WebServer> {
  process.env.GRIDDLE_MANIFEST_PATH = options.manifestPath;
  const { createServer } = await import("vite");
  const webRoot = path.resolve(import.meta.dirname, "..", "..", "..", "apps", "web");
  const server = await createServer({
    root: webRoot,
    configFile: path.join(webRoot, "vite.config.ts"),
    server: {
      host: options.host,
      port: options.port,
      strictPort: true,
      headers: { ...BASE_SECURITY_HEADERS },
    },
  });
  await server.listen();
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, "") ?? `http://localhost:${options.port}`;
  return { url, stop: () => server.close() };
}

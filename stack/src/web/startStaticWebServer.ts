import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { compressedFile, loadStaticFiles, type StaticFile } from "./loadStaticFiles.ts";
import { manifestServiceUrls } from "./manifestServiceUrls.ts";
import { parseRequestPath } from "./parseRequestPath.ts";
import { pickContentEncoding } from "./pickContentEncoding.ts";
import { BASE_SECURITY_HEADERS, securityHeaders } from "./securityHeaders.ts";

export interface WebServer {
  readonly url: string;
  stop(): Promise<void>;
}

export interface StaticWebServer extends WebServer {
  /** Serves another manifest at /deployment.json from now on: the chain restarted and was deployed again. */
  setDeploymentJson(deploymentJson: string): void;
}

function send(
  request: IncomingMessage,
  response: ServerResponse,
  file: StaticFile,
  cacheControl: string,
  headers: Readonly<Record<string, string>>,
): void {
  const encoding = pickContentEncoding(String(request.headers["accept-encoding"] ?? ""), {
    br: file.brotli !== null,
    gzip: file.gzipped !== null,
  });
  const body = (encoding === "br" ? file.brotli : encoding === "gzip" ? file.gzipped : null) ?? file.body;
  response.writeHead(200, {
    ...headers,
    "content-type": file.contentType,
    "content-length": body.length,
    "cache-control": cacheControl,
    ...(file.gzipped || file.brotli ? { vary: "accept-encoding" } : {}),
    ...(encoding ? { "content-encoding": encoding } : {}),
  });
  response.end(request.method === "HEAD" ? undefined : body);
}

/**
 * Serves the production build of the web app, with the local deployment manifest at
 * /deployment.json and every unknown path answered by index.html so the client router decides.
 * Every answer carries the security headers, the Content-Security-Policy included (securityHeaders.ts).
 */
export async function startStaticWebServer(options: {
  root: string;
  host: string;
  port: number;
  deploymentJson: string;
}): Promise<StaticWebServer> {
  const files = await loadStaticFiles(options.root);
  const index = files.get("/index.html");
  if (!index) throw new Error(`No index.html in ${options.root}: build the web app first (npm run build).`);
  // Compressed too: the app waits for the manifest before its first chain read.
  const manifestFile = (json: string) =>
    compressedFile(Buffer.from(json), "application/json; charset=utf-8", false);
  let manifest = manifestFile(options.deploymentJson);

  const headers = securityHeaders({
    indexHtml: index.body.toString("utf8"),
    serviceUrls: manifestServiceUrls(options.deploymentJson),
  });

  const server = createServer((request, response) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { ...BASE_SECURITY_HEADERS, allow: "GET, HEAD" }).end();
      return;
    }
    const pathname = parseRequestPath(request.url);
    if (pathname === undefined) {
      response.writeHead(400, { ...BASE_SECURITY_HEADERS, "content-type": "text/plain" }).end("Bad request");
      return;
    }
    if (pathname === "/deployment.json") return send(request, response, manifest, "no-store", headers);
    const file = files.get(pathname);
    if (file && pathname !== "/index.html") {
      return send(
        request,
        response,
        file,
        file.immutable ? "public, max-age=31536000, immutable" : "no-cache",
        headers,
      );
    }
    if (pathname.startsWith("/assets/")) {
      // A hashed asset from an older build: answering with HTML would break the module loader.
      response.writeHead(404, { ...BASE_SECURITY_HEADERS, "content-type": "text/plain" }).end("Not found");
      return;
    }
    send(request, response, index, "no-cache", headers);
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = options.host === "127.0.0.1" || options.host === "0.0.0.0" ? "localhost" : options.host;
  return {
    url: `http://${shownHost}:${port}`,
    setDeploymentJson: (deploymentJson) => {
      manifest = manifestFile(deploymentJson);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

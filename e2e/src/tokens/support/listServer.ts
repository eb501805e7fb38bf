import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A token-list host for tests: serves whatever document was set last at /list.json (any query string), over plain http
 * on 127.0.0.1 (which the app allows on the local chain), with the CORS header a real list host sends.
 */
export interface ListServer {
  readonly url: string;
  serve(document: unknown): void;
  close(): Promise<void>;
}

export async function startListServer(): Promise<ListServer> {
  let body = "{}";
  const server = createServer((request, response) => {
    const headers = { "access-control-allow-origin": "*", "cache-control": "no-store" };
    if (new URL(request.url ?? "/", "http://127.0.0.1").pathname !== "/list.json") {
      response.writeHead(404, headers).end();
      return;
    }
    response.writeHead(200, { ...headers, "content-type": "application/json" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/list.json`,
    serve(document) {
      body = JSON.stringify(document);
    },
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach } from "vitest";

export type TestRequestHandler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

export interface TestHttpServer {
  /** Starts a real HTTP server on a free local port that answers every request with `handle`. */
  readonly serve: (handle: TestRequestHandler) => Promise<string>;
  /** Stops it now (a test of what happens when nothing listens), dropping open connections. */
  readonly stop: () => Promise<void>;
}

/**
 * A real local HTTP server for tests of code that fetches, so they exercise the browser's fetch
 * against a socket rather than a mock. Call it at the top of a test file: each test's server is
 * stopped after it. `serve` resolves with the server's /graphql URL.
 */
export function createTestHttpServer(): TestHttpServer {
  let server: Server | undefined;

  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running) return;
    running.closeAllConnections();
    await new Promise((resolve) => running.close(resolve));
  };

  afterEach(stop);

  const serve = async (handle: TestRequestHandler) => {
    const started = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => handle(request, body, response));
    });
    server = started;
    await new Promise<void>((resolve) => started.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(started.address() as AddressInfo).port}/graphql`;
  };

  return { serve, stop };
}

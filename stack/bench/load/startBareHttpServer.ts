import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface BareHttpServer {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * A node:http server that answers every request with an empty 204, in this process like the stack's
 * static web server: the ceiling that server's figures stand beside (Node's HTTP alone, no files).
 */
export async function startBareHttpServer(): Promise<BareHttpServer> {
  const server = createServer((_request, response) => {
    response.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

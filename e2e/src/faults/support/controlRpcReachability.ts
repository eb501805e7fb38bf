import type { Page, WebSocketRoute } from "playwright-core";

export interface RpcReachability {
  /** Makes the node unreachable for the page: HTTP requests are refused, open sockets drop, new ones fail. */
  cut(): Promise<void>;
  /** Lets the page reach the node again. */
  restore(): Promise<void>;
  /** Subscriptions (eth_subscribe) the page has sent over its sockets so far. */
  readonly subscriptions: number;
}

/**
 * Takes the chain's node away from one page and gives it back, at the network: its JSON-RPC over
 * HTTP (refused connections) and over WebSocket (open sockets closed, new ones closed before they
 * open). The node itself keeps running, and so does every other client of it, such as the test's
 * own and the test wallet's, which sends from Node. Call before the page loads: sockets are routed
 * from their start.
 */
export async function controlRpcReachability(page: Page, rpcUrl: string): Promise<RpcReachability> {
  const { origin, host } = new URL(rpcUrl);
  let reachable = true;
  let subscriptions = 0;
  const sockets = new Set<WebSocketRoute>();
  await page.routeWebSocket(
    (url) => url.host === host,
    (socket) => {
      if (!reachable) {
        socket.close();
        return;
      }
      const server = socket.connectToServer();
      socket.onMessage((message) => {
        if (typeof message === "string" && message.includes('"eth_subscribe"')) subscriptions += 1;
        server.send(message);
      });
      server.onMessage((message) => socket.send(message));
      sockets.add(socket);
    },
  );
  const refuse = (url: URL): boolean => url.origin === origin;
  return {
    async cut() {
      reachable = false;
      await page.route(refuse, (route) => route.abort("connectionrefused"));
      // Some may have closed on their own already; closing those again changes nothing.
      await Promise.allSettled([...sockets].map((socket) => socket.close()));
      sockets.clear();
    },
    async restore() {
      await page.unroute(refuse);
      reachable = true;
    },
    get subscriptions() {
      return subscriptions;
    },
  };
}

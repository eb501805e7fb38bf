import type { Page, Route } from "playwright-core";

export interface PublicNodes {
  /** JSON-RPC requests each node has received from the page so far, in the chain's order. */
  readonly hits: readonly number[];
  /** Takes node `index` away (its requests refused) or gives it back. */
  setReachable(index: number, reachable: boolean): void;
}

const CORS_HEADERS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "POST, OPTIONS",
  "access-control-allow-headers": "content-type",
};

/**
 * Stands in for a public chain's three nodes, for one page, at the network: each URL's JSON-RPC is
 * answered by the local chain's node (the browser cannot reach the real ones offline, and the test
 * only needs answers, whichever chain gives them), or refused while that node is taken away. Call
 * before the page loads.
 */
export async function controlPublicNodes(
  page: Page,
  nodeUrls: readonly string[],
  answeringRpcUrl: string,
): Promise<PublicNodes> {
  const hits = nodeUrls.map(() => 0);
  const reachable = nodeUrls.map(() => true);
  for (const [index, nodeUrl] of nodeUrls.entries()) {
    const { origin } = new URL(nodeUrl);
    await page.route(
      (url) => url.origin === origin,
      async (route: Route) => {
        const request = route.request();
        if (request.method() === "OPTIONS") {
          await route.fulfill({ status: 204, headers: CORS_HEADERS });
          return;
        }
        hits[index] = (hits[index] ?? 0) + 1;
        if (!reachable[index]) {
          await route.abort("connectionrefused");
          return;
        }
        const answer = await route.fetch({ url: answeringRpcUrl });
        await route.fulfill({ response: answer, headers: { ...answer.headers(), ...CORS_HEADERS } });
      },
    );
  }
  return {
    hits,
    setReachable(index, isReachable) {
      reachable[index] = isReachable;
    },
  };
}

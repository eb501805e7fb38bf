import type { Page } from "playwright-core";

interface JsonRpcCall {
  readonly id?: unknown;
  readonly method?: unknown;
}

/**
 * Makes the chain's node refuse `method` for the page, as public BSC endpoints refuse `debug_`
 * methods: each call of it gets JSON-RPC error -32601, and every other call reaches the node as usual.
 */
export async function refuseRpcMethod(page: Page, rpcUrl: string, method: string): Promise<void> {
  const origin = new URL(rpcUrl).origin;
  const refusal = (call: JsonRpcCall) => ({
    jsonrpc: "2.0",
    id: call.id,
    error: { code: -32601, message: `the method ${method} does not exist/is not available` },
  });
  await page.route(
    (url) => url.origin === origin,
    async (route) => {
      const request = route.request();
      const body: unknown = request.method() === "POST" ? request.postDataJSON() : undefined;
      const calls = (Array.isArray(body) ? body : [body]) as JsonRpcCall[];
      if (!calls.some((call) => call?.method === method)) return route.continue();
      const headers = { "access-control-allow-origin": "*", "content-type": "application/json" };
      if (!Array.isArray(body)) {
        return route.fulfill({ status: 200, headers, body: JSON.stringify(refusal(calls[0] ?? {})) });
      }
      const answered = (await (await route.fetch()).json()) as JsonRpcCall[];
      const merged = answered.map((answer) => {
        const call = calls.find((c) => c.id === answer.id);
        return call?.method === method ? refusal(call) : answer;
      });
      return route.fulfill({ status: 200, headers, body: JSON.stringify(merged) });
    },
  );
}

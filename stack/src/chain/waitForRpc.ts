/** Polls a JSON-RPC endpoint until it answers eth_chainId, so callers never race a starting node. */
export async function waitForRpc(rpcUrl: string, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(rpcUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
      });
      const body = (await response.json()) as { result?: string };
      if (body.result) return Number(body.result);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No JSON-RPC answer from ${rpcUrl} within ${timeoutMs} ms`, { cause: lastError });
}

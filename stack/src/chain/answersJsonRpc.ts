/** Whether a JSON-RPC endpoint answers eth_chainId, so callers never race a starting node. */
export async function answersJsonRpc(rpcUrl: string): Promise<boolean> {
  const response = await fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
  });
  const body = (await response.json()) as { result?: string };
  return Boolean(body.result);
}

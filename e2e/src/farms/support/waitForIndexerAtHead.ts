import { getTestStack } from "../../harness/testStack.ts";

/** Ponder offers no push for its progress: its /status is polled this often. */
const STATUS_POLL_MS = 250;
/** Well past the indexer's catch-up on the seeded chain, so a stuck indexer fails the test. */
const TIMEOUT_MS = 120_000;

/** The indexer's GraphQL endpoint, which the stack writes into the deployment for the app. */
export function indexerGraphqlUrl(): string {
  const url = getTestStack().manifest.services?.indexerGraphqlUrl;
  if (url === undefined) throw new Error("The stack runs no indexer: the manifest names none");
  return url;
}

/** Ponder's /status: per chain, whether its historical sync is done and the last block indexed. */
function indexedBlock(status: unknown): number | null {
  if (typeof status !== "object" || status === null) return null;
  const chains = Object.values(status) as { ready?: unknown; block?: { number?: unknown } }[];
  if (chains.length === 0 || chains.some((chain) => chain.ready !== true)) return null;
  const blocks = chains.map((chain) => chain.block?.number);
  return blocks.every((block) => typeof block === "number") ? Math.min(...(blocks as number[])) : null;
}

async function readIndexedBlock(origin: string): Promise<number | null> {
  try {
    const ready = await fetch(`${origin}/ready`, { signal: AbortSignal.timeout(2_000) });
    if (ready.status !== 200) return null;
    const status = await fetch(`${origin}/status`, { signal: AbortSignal.timeout(2_000) });
    return status.ok ? indexedBlock(await status.json()) : null;
  } catch {
    // Not listening yet: Ponder opens its HTTP server once it has built the project.
    return null;
  }
}

/**
 * Resolves once the indexer has indexed the chain's head block of the call's time (GET /ready answers
 * 200 and /status shows that block), so what it serves covers every seeded trade. Rejects after
 * TIMEOUT_MS, saying how far it got. Resolves with the head block and the seconds waited for it.
 */
export async function waitForIndexerAtHead(): Promise<{ block: number; seconds: number }> {
  const startedAt = performance.now();
  const head = Number(await getTestStack().publicClient.getBlockNumber());
  const origin = new URL(indexerGraphqlUrl()).origin;
  const deadline = Date.now() + TIMEOUT_MS;
  let indexed: number | null = null;
  while (Date.now() < deadline) {
    indexed = await readIndexedBlock(origin);
    if (indexed !== null && indexed >= head) {
      return { block: head, seconds: (performance.now() - startedAt) / 1000 };
    }
    await new Promise((resolve) => setTimeout(resolve, STATUS_POLL_MS));
  }
  throw new Error(`The indexer did not reach block ${head} in ${TIMEOUT_MS / 1000} s (at ${indexed})`);
}

import type { Page, Route } from "playwright-core";
import { getTestStack } from "../../harness/testStack.ts";

/** How the page's indexer behaves: as it is, refusing connections, or reporting a block it lags at. */
export type IndexerFaultMode =
  { readonly kind: "up" } | { readonly kind: "down" } | { readonly kind: "behind"; readonly block: number };

export interface IndexerFault {
  /** Switches the fault for every later request of the page. */
  set(mode: IndexerFaultMode): void;
  /** The block of the last `_meta` status the real indexer gave the page; undefined before one. */
  lastReportedBlock(): number | undefined;
}

/** The indexer's GraphQL endpoint, which the stack writes into the deployment for the app. */
export function indexerGraphqlUrl(): string {
  const url = getTestStack().manifest.services?.indexerGraphqlUrl;
  if (url === undefined) throw new Error("The stack runs no indexer: the manifest names none");
  return url;
}

function asksForStatus(route: Route): boolean {
  const body = route.request().postData() ?? "";
  return body.includes("_meta");
}

/** The block of a Ponder `_meta { status }` answer, as the app reads it. */
function statusBlock(answer: unknown): number | undefined {
  const status = (
    answer as { data?: { _meta?: { status?: Record<string, { block?: { number?: unknown } }> } } }
  )?.data?._meta?.status;
  const block = status === undefined ? undefined : Object.values(status)[0]?.block?.number;
  return typeof block === "number" ? block : undefined;
}

/**
 * Puts the page's requests to the real indexer behind a switch, in the browser only (Playwright routes
 * them for this page), so the indexer every other test reads keeps running: passed through while up,
 * noting the block of each status it gives the page; aborted as a refused connection while down; while
 * behind, its `_meta` status answered with `block` (and its own timestamp) and every other query still
 * answered by the indexer itself.
 */
export async function injectIndexerFault(page: Page, initial: IndexerFaultMode): Promise<IndexerFault> {
  let mode = initial;
  let reported: number | undefined;
  const handle = async (route: Route): Promise<void> => {
    if (mode.kind === "down") return route.abort("connectionrefused");
    if (asksForStatus(route) && mode.kind === "behind") {
      const timestamp = Number(
        (await getTestStack().publicClient.getBlock({ blockNumber: BigInt(mode.block) })).timestamp,
      );
      return route.fulfill({
        json: {
          data: { _meta: { status: { local: { block: { number: mode.block, timestamp }, ready: true } } } },
        },
      });
    }
    const response = await route.fetch();
    if (asksForStatus(route)) reported = statusBlock(await response.json()) ?? reported;
    return route.fulfill({ response });
  };
  await page.route(indexerGraphqlUrl(), async (route) => {
    try {
      await handle(route);
    } catch (error) {
      // A request still passing through when the test closes its page has nobody left to answer.
      if (!page.isClosed()) throw error;
    }
  });
  return {
    set: (next) => {
      mode = next;
    },
    lastReportedBlock: () => reported,
  };
}

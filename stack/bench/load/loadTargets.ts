import type { LocalStack } from "../../src/index.ts";
import { tradingHistoryRequest } from "../../../apps/web/src/features/farms/data/model/tradingHistoryQuery.ts";
import { tradingHistoryWindow } from "../../../apps/web/src/features/farms/data/model/tradingHistoryWindow.ts";
import { SNAPSHOT_QUERY } from "../../../apps/web/src/features/info/data/model/infoQueries.ts";
import { proposalsRequest } from "../../../apps/web/src/features/voting/data/model/proposalsQuery.ts";
import type { LoadTarget } from "./LoadTarget.ts";

const HOUR_SECONDS = 3600;
const DAY_SECONDS = 86_400;
const JSON_HEADERS = { "content-type": "application/json" } as const;
/** What a browser asks for: the static server answers the precompressed file. */
const BROWSER_HEADERS = { "accept-encoding": "br, gzip" } as const;
/** Dev account 1, whose username (SyrupSam) `npm start` registers through the API. */
const NAMED_DEV_ACCOUNT = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

/** A GraphQL answer is wrong when it carries errors or no data, whatever its status. */
function graphqlFault(body: string): string | undefined {
  return body.includes('"errors"') || !body.includes('"data"') ? body.slice(0, 200) : undefined;
}

function expecting(text: string): (body: string) => string | undefined {
  return (body) => (body.includes(text) ? undefined : `no '${text}' in ${body.slice(0, 200)}`);
}

/** The script the built index.html loads: a content-hashed asset under /assets/. */
async function hashedEntryScript(webUrl: string): Promise<string> {
  const html = await (await fetch(webUrl)).text();
  const match = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html);
  if (match?.[1] === undefined) throw new Error(`No hashed entry script in ${webUrl}'s index.html`);
  return match[1];
}

/**
 * The reads bench:load puts under load, each service's reference first: the app's own farms and Info
 * queries against the indexer (at chain time `chainNow`, as the app asks), the API's username and
 * proposal-list reads, and the static web server's index.html and hashed entry script (beside a bare
 * node:http server at `bareHttpUrl` in the same process).
 */
export async function loadTargets(
  stack: LocalStack,
  chainNow: number,
  bareHttpUrl: string,
): Promise<LoadTarget[]> {
  const { indexer, api, manifest, webUrl } = stack;
  if (indexer === undefined || api === undefined) throw new Error("bench:load needs the indexer and the API");
  const indexerBase = new URL(indexer.graphqlUrl).origin;
  const farmPairs = manifest.staking.farms.map((farm) => farm.lpAddress);
  const entryScript = await hashedEntryScript(webUrl);
  const graphql = (url: string, request: unknown) => ({
    url,
    method: "POST" as const,
    headers: JSON_HEADERS,
    body: JSON.stringify(request),
    faultOf: graphqlFault,
  });
  return [
    { service: "indexer", what: "GET /health (reference)", reference: true, url: `${indexerBase}/health` },
    {
      service: "indexer",
      what: `farms: trading history of ${farmPairs.length} pairs`,
      ...graphql(indexer.graphqlUrl, tradingHistoryRequest(farmPairs, tradingHistoryWindow(chainNow))),
    },
    {
      service: "indexer",
      what: "info: overview snapshot",
      ...graphql(indexer.graphqlUrl, {
        query: SNAPSHOT_QUERY,
        variables: { hourSince: chainNow - 48 * HOUR_SECONDS, daySince: chainNow - 8 * DAY_SECONDS },
      }),
    },
    {
      service: "API",
      what: "GET /health (reference)",
      reference: true,
      url: `${api.url}/health`,
      faultOf: expecting('"ok"'),
    },
    {
      service: "API",
      what: "GET /api/users/{address}",
      url: `${api.url}/api/users/${NAMED_DEV_ACCOUNT}`,
      faultOf: expecting('"SyrupSam"'),
    },
    {
      service: "API",
      what: "proposals: a page of Core's active ones",
      ...graphql(`${api.url}/graphql`, proposalsRequest("core", "active")),
    },
    { service: "web", what: "bare node:http 204 (reference)", reference: true, url: bareHttpUrl },
    { service: "web", what: "GET / (index.html)", url: `${webUrl}/`, headers: BROWSER_HEADERS },
    { service: "web", what: `GET ${entryScript}`, url: `${webUrl}${entryScript}`, headers: BROWSER_HEADERS },
  ];
}

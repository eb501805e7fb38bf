/** Where the indexer answers: GraphQL for the app, `/status` for catch-up checks. */
export interface IndexerUrls {
  readonly graphql: string;
  /** Per chain, the last indexed block and whether the historical sync is done. */
  readonly status: string;
}

/** The indexer's URLs on `host` and `port` as a browser or this process reaches them. */
export function indexerUrls(host: string, port: number): IndexerUrls {
  // A server listening on every interface is reached on loopback.
  const reachableHost = host === "0.0.0.0" ? "127.0.0.1" : host;
  const baseUrl = `http://${reachableHost}:${port}`;
  return { graphql: `${baseUrl}/graphql`, status: `${baseUrl}/status` };
}

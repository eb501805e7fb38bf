/** Services the local stack runs beside the chain, each by the URL the browser reaches it at. */
export interface ServicesSection {
  /** Absent when the stack runs none. */
  readonly services?: {
    /** The indexer's GraphQL endpoint as the browser reaches it, while `npm start` runs the indexer. */
    readonly indexerGraphqlUrl?: string;
    /**
     * The API service's base URL (apps/api: usernames, teams, collectible metadata and images),
     * while `npm start` runs it.
     */
    readonly apiUrl?: string;
  };
}

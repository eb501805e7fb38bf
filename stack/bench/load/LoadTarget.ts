/** One kind of request a bench:load run sends over and over. */
export interface LoadTarget {
  /** The service under load: 'indexer', 'API' or 'web'. */
  readonly service: string;
  /** What the row says: the route and what it stands for. */
  readonly what: string;
  /** The service's cheapest answer, measured beside its real routes as the machine's ceiling. */
  readonly reference?: boolean;
  readonly url: string;
  readonly method?: "GET" | "POST";
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
  /** Why an answer with a 2xx status is still wrong (a GraphQL error), or undefined when it is right. */
  readonly faultOf?: (body: string) => string | undefined;
}

/** What one target measured. */
export interface LoadFigure {
  readonly service: string;
  readonly what: string;
  readonly reference: boolean;
  readonly requestsPerSecond: number;
  readonly p99Ms: number;
  readonly requests: number;
  /** Connection errors, timeouts, non-2xx answers and 2xx answers whose body was wrong. */
  readonly errors: number;
  /** The first wrong answer, to say what went wrong. */
  readonly firstFault?: string;
}

/** The databases the stack's indexer and API use on the DATABASE_URL server (see startLocalStack). */
export const STACK_DATABASE_NAMES = { indexer: "griddle_indexer", api: "griddle_api" } as const;

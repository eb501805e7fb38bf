import { GriddleError } from "@griddle/sdk";

/** The indexer's GraphQL endpoint could not be reached, refused the query, or answered in another shape. */
export class IndexerRequestError extends GriddleError {
  override readonly name = "IndexerRequestError";
}

/** Base of every error Griddle throws on purpose, so callers can tell ours from a library's. */
export class GriddleError extends Error {
  override readonly name: string = "GriddleError";
}

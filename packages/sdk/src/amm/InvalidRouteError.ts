import { GriddleError } from "../errors/GriddleError.ts";

/** Pairs that do not chain into a route: none at all, on several chains, or not sharing a token in turn. */
export class InvalidRouteError extends GriddleError {
  override readonly name = "InvalidRouteError";
  constructor(detail: string) {
    super(`Invalid route: ${detail}`);
  }
}

import { GriddleError } from "../errors/GriddleError.ts";

/** maxHops or maxNumResults is not a positive integer. */
export class InvalidBestTradeOptionsError extends GriddleError {
  override readonly name = "InvalidBestTradeOptionsError";
  constructor(option: string, value: number) {
    super(`${option} must be a positive integer, got ${value}`);
  }
}

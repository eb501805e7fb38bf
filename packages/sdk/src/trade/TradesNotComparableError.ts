import { GriddleError } from "../errors/GriddleError.ts";

/** Two trades differ in input currency, output currency or trade type, so neither can be better. */
export class TradesNotComparableError extends GriddleError {
  override readonly name = "TradesNotComparableError";
  constructor() {
    super("Trades are not comparable");
  }
}

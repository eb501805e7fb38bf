import { GriddleError } from "../errors/GriddleError.ts";

/** A currency does not belong where it is used: a token outside a pair, an amount in another currency. */
export class InvalidCurrencyError extends GriddleError {
  override readonly name = "InvalidCurrencyError";
  constructor() {
    super("invalid currency");
  }
}

import { GriddleError } from "../errors/GriddleError.ts";

/** A negative slippage tolerance, which would demand more than the quote. */
export class InvalidSlippageToleranceError extends GriddleError {
  override readonly name = "InvalidSlippageToleranceError";
  constructor() {
    super("Unexpected slippage value");
  }
}

import { GriddleError } from "../errors/GriddleError.ts";

/** An input is too small to get anything out (or to mint any liquidity). */
export class InsufficientInputAmountError extends GriddleError {
  override readonly name = "InsufficientInputAmountError";
  constructor() {
    super("Insufficient input amount");
  }
}

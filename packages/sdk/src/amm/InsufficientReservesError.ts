import { GriddleError } from "../errors/GriddleError.ts";

/** A pair has no reserves, or too little of the output token for the amount asked. */
export class InsufficientReservesError extends GriddleError {
  override readonly name = "InsufficientReservesError";
  constructor() {
    super("Insufficient reserves");
  }
}

import { GriddleError } from "../errors/GriddleError.ts";

/** A text that is not a username message as buildUsernameMessage writes it. */
export class InvalidUsernameMessageError extends GriddleError {
  override readonly name = "InvalidUsernameMessageError";
  constructor(reason: string) {
    super(`Not a Griddle username message: ${reason}`);
  }
}

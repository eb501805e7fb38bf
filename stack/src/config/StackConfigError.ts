import { GriddleError } from "@griddle/sdk";

/** The environment asks for a stack that cannot run (a bad or busy port). Printed as one line. */
export class StackConfigError extends GriddleError {
  override readonly name = "StackConfigError";
}

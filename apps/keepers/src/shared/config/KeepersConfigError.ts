import { GriddleError } from "@griddle/sdk";

/** The environment asks for keepers that cannot run (a bad switch or interval). Printed as one line. */
export class KeepersConfigError extends GriddleError {
  override readonly name = "KeepersConfigError";
}

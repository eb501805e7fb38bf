import { GriddleError } from "@griddle/sdk";

/** A keeper cannot start: no readable manifest, or a manifest without what the keeper runs on. One line. */
export class KeeperSetupError extends GriddleError {
  override readonly name = "KeeperSetupError";
}

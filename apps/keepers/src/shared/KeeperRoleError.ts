import { GriddleError } from "@griddle/sdk";

/**
 * The keeper's account may not do its job now (not the game's operator, or not eligible to submit
 * to the feed's round): logged, and checked again next tick, since an admin may fix it meanwhile.
 */
export class KeeperRoleError extends GriddleError {
  override readonly name = "KeeperRoleError";
}

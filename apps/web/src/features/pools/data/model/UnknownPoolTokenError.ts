import type { Address } from "viem";
import { GriddleError } from "@griddle/sdk";

/** A deployed pool stakes or earns a token that the deployment's token list does not hold. */
export class UnknownPoolTokenError extends GriddleError {
  override readonly name = "UnknownPoolTokenError";
  readonly sousId: number;
  readonly token: Address;

  constructor(sousId: number, token: Address) {
    super(`Pool ${sousId} uses token ${token}, which the deployment does not list`);
    this.sousId = sousId;
    this.token = token;
  }
}

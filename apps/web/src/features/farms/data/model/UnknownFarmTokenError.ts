import type { Address } from "viem";
import { GriddleError } from "@griddle/sdk";

/** A deployed farm pairs a token that the deployment's token list does not hold. */
export class UnknownFarmTokenError extends GriddleError {
  override readonly name = "UnknownFarmTokenError";
  readonly pid: number;
  readonly token: Address;

  constructor(pid: number, token: Address) {
    super(`Farm ${pid} pairs token ${token}, which the deployment does not list`);
    this.pid = pid;
    this.token = token;
  }
}

import { GriddleError } from "@griddle/sdk";
import type { Hash } from "viem";

/** A deployment or seeding transaction failed; `step` names what it was meant to do. */
export class DeploymentTransactionError extends GriddleError {
  override readonly name = "DeploymentTransactionError";
  readonly step: string;
  readonly hash: Hash | undefined;

  constructor(step: string, options: { hash?: Hash; cause?: unknown }) {
    super(`Deployment step failed: ${step}${options.hash ? ` (transaction ${options.hash})` : ""}`, {
      cause: options.cause,
    });
    this.step = step;
    this.hash = options.hash;
  }
}

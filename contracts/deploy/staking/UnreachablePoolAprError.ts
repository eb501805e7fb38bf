import { GriddleError } from "@griddle/sdk";

/**
 * The seed cannot bring pool `sousId` to its catalogue APR: the seeded stakes alone already stake
 * more than that APR allows, or the whale would have to stake above the pool's per-user limit. The
 * message says which way to move the pool's reward.
 */
export class UnreachablePoolAprError extends GriddleError {
  override readonly name = "UnreachablePoolAprError";
  readonly sousId: number;
  readonly apr: number;

  constructor(sousId: number, apr: number, reason: string) {
    super(`Pool ${sousId} cannot be seeded to ${apr}% APR: ${reason}`);
    this.sousId = sousId;
    this.apr = apr;
  }
}

import { GriddleError } from "@griddle/sdk";

/**
 * The seed cannot bring farm `pid` to its catalogue APR: the dev accounts' stakes alone already stake
 * more liquidity than that APR allows. Lower their liquidity or raise the farm's allocation points.
 */
export class UnreachableFarmAprError extends GriddleError {
  override readonly name = "UnreachableFarmAprError";
  readonly pid: number;
  readonly apr: number;

  constructor(pid: number, apr: number, reason: string) {
    super(`Farm ${pid} cannot be seeded to ${apr}% APR: ${reason}`);
    this.pid = pid;
    this.apr = apr;
  }
}

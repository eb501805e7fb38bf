import { GriddleError } from "@griddle/sdk";

/**
 * A multicall answered from an older block than the reads asked for, typically from a node of the
 * pool that lags behind. The answer is dropped and the chunk retried.
 */
export class StaleBlockError extends GriddleError {
  override readonly name = "StaleBlockError";
  readonly blockNumber: number;
  readonly minBlockNumber: number;
  constructor(blockNumber: number, minBlockNumber: number) {
    super(`The reads ran at block ${blockNumber}, older than the requested block ${minBlockNumber}`);
    this.blockNumber = blockNumber;
    this.minBlockNumber = minBlockNumber;
  }
}

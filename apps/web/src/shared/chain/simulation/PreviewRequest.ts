import type { ProbeTargets } from "@griddle/sdk";
import type { Abi } from "viem";
import type { EncodedCall } from "../writes/ContractWriteCall.ts";

/**
 * The transaction a confirm dialog is about to send, and what the balance probe should read for it.
 * `calls` are the candidates in the order the write path tries them (a swap's plain method, then its
 * fee-on-transfer variant): the first that would succeed is the one sent, so it is the one previewed.
 */
export interface PreviewRequest {
  readonly calls: readonly EncodedCall[];
  readonly probeTargets: ProbeTargets;
  /** The contract's ABI (or just its errors), to name a custom error in a revert. */
  readonly errorsAbi?: Abi;
}

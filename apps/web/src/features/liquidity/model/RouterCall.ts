import type { Hex } from "viem";

/** A router call ready to send: its method (for logs and tests), the encoded data and the BNB it carries. */
export interface RouterCall<functionName extends string = string> {
  readonly functionName: functionName;
  readonly data: Hex;
  readonly value: bigint;
}

import type { ContractFunctionParameters } from "viem";
import type { ChainCall } from "./callKey.ts";
import type { ChainReader } from "./createChainReader.ts";
import { decodeCallResult } from "./decodeCallResult.ts";
import { encodeContractCall } from "./encodeContractCall.ts";

export interface ReadContractsParameters {
  readonly contracts: readonly ContractFunctionParameters[];
  /** The contracts' encoded calls, when the caller has them already (a hook keys its query by them). */
  readonly calls?: readonly ChainCall[] | undefined;
  readonly minBlockNumber: number;
  readonly signal?: AbortSignal | undefined;
}

export interface ReadContractsReturnType {
  readonly blockNumber: number;
  /** Per contract read, in order: the decoded value, or null when the call failed. */
  readonly results: readonly unknown[];
}

/** Reads contract functions through the batched reader and decodes each answer under its ABI. */
export async function readContracts(
  reader: ChainReader,
  parameters: ReadContractsParameters,
): Promise<ReadContractsReturnType> {
  const { contracts, minBlockNumber, signal } = parameters;
  const calls = parameters.calls ?? contracts.map(encodeContractCall);
  const { blockNumber, returnData } = await reader.read({ calls, minBlockNumber, signal });
  return {
    blockNumber,
    results: contracts.map((contract, index) => decodeCallResult(contract, returnData[index] ?? null)),
  };
}

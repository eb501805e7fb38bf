import { useMemo } from "react";
import type {
  Abi,
  ContractFunctionArgs,
  ContractFunctionName,
  ContractFunctionParameters,
  ContractFunctionReturnType,
} from "viem";
import { useChainReads, type ChainReadsState, type UseChainReadsOptions } from "./useChainReads.ts";

type ReadMutability = "pure" | "view";

/**
 * One contract read through the batched reader (see useChainReads): `data` is null when the call
 * failed. An undefined contract reads nothing, for reads that wait on an input such as the account.
 */
export function useChainRead<
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, ReadMutability>,
  const args extends ContractFunctionArgs<abi, ReadMutability, functionName>,
>(
  contract: ContractFunctionParameters<abi, ReadMutability, functionName, args> | undefined,
  options: UseChainReadsOptions = {},
): ChainReadsState<ContractFunctionReturnType<abi, ReadMutability, functionName, args> | null> {
  const contracts = useMemo(
    (): readonly ContractFunctionParameters[] => (contract ? [contract as ContractFunctionParameters] : []),
    [contract],
  );
  const { data, ...state } = useChainReads(contracts, {
    enabled: (options.enabled ?? true) && contract !== undefined,
  });
  return {
    ...state,
    data: data?.[0] as ContractFunctionReturnType<abi, ReadMutability, functionName, args> | null | undefined,
  };
}

import type { Abi, Address, ContractFunctionArgs, ContractFunctionName, Hex } from "viem";

type WriteMutability = "nonpayable" | "payable";

/** A contract write by its ABI, as wagmi's writeContract takes it, typed against that ABI. */
export interface ContractCall<
  abi extends Abi = Abi,
  functionName extends ContractFunctionName<abi, WriteMutability> = ContractFunctionName<
    abi,
    WriteMutability
  >,
> {
  readonly address: Address;
  readonly abi: abi;
  readonly functionName: functionName;
  readonly args: ContractFunctionArgs<abi, WriteMutability, functionName>;
  /** Native coin sent along (a payable call). */
  readonly value?: bigint;
}

/** A contract write already encoded, for builders that encode once and keep the data (the router's). */
export interface EncodedCall {
  readonly to: Address;
  readonly data: Hex;
  readonly value?: bigint;
}

/** One call the write path can send, in either shape. */
export type ContractWriteCall = ContractCall | EncodedCall;

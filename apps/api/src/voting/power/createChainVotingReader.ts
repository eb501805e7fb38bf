import {
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  createPublicClient,
  http,
  parseAbi,
  type Address,
  type Hex,
} from "viem";
import { parseVotingPowerReads } from "./parseVotingPowerReads.ts";
import type { VotingChain } from "./VotingChain.ts";
import { VotingChainUnavailableError } from "./VotingChainUnavailableError.ts";
import type { VotingContracts } from "./VotingContracts.ts";
import { addressVotingPowerCalls, sharedVotingPowerCalls } from "./votingPowerCalls.ts";

/** A vote waits on these reads: better a quick 503 the voter can retry than a hung request. */
const RPC_TIMEOUT_MS = 10_000;
/** Calldata per Multicall call: about 160 reads. */
const MULTICALL_BATCH_BYTES = 16 * 1024;
const ERC1271_ABI = parseAbi([
  "function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)",
]);
/** What isValidSignature returns for a signature the wallet accepts (EIP-1271). */
const ERC1271_MAGIC_VALUE = "0x1626ba7e";

export interface ChainVotingReaderOptions {
  readonly rpcUrl: string;
  readonly contracts: VotingContracts;
}

/** True when a contract call failed because the contract said no, not because the chain was unreachable. */
function isContractRefusal(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk(
      (cause) =>
        cause instanceof ContractFunctionRevertedError || cause instanceof ContractFunctionZeroDataError,
    ) !== null
  );
}

async function orUnavailable<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw new VotingChainUnavailableError({ cause: error });
  }
}

/**
 * Reads voting power over JSON-RPC through the deployment's Multicall, batched into as few eth_calls
 * as the node takes, all at the requested block, so a past snapshot block reads the state
 * of that block (the local EDR node keeps every block's state).
 */
export function createChainVotingReader({ rpcUrl, contracts }: ChainVotingReaderOptions): VotingChain {
  const client = createPublicClient({ transport: http(rpcUrl, { timeout: RPC_TIMEOUT_MS, retryCount: 1 }) });
  return {
    latestBlock: () => orUnavailable(() => client.getBlockNumber({ cacheTime: 0 })),

    async readVotingPower(addresses, block) {
      if (addresses.length === 0) return [];
      const calls = [
        ...sharedVotingPowerCalls(contracts),
        ...addresses.flatMap((address) => addressVotingPowerCalls(contracts, address)),
      ];
      const results = await orUnavailable(() =>
        client.multicall({
          contracts: calls,
          multicallAddress: contracts.multicall,
          blockNumber: block,
          allowFailure: false,
          // One eth_call for a vote; a page of voters for /verify goes in a few calls of about 160
          // reads each, which stay far below the node's gas cap for a call.
          batchSize: MULTICALL_BATCH_BYTES,
        }),
      );
      return parseVotingPowerReads(contracts, addresses, block, results as readonly unknown[]);
    },

    async isValidContractSignature(address: Address, hash: Hex, signature: Hex) {
      const code = await orUnavailable(() => client.getCode({ address }));
      if (code === undefined || code === "0x") return false;
      try {
        const answer = await client.readContract({
          address,
          abi: ERC1271_ABI,
          functionName: "isValidSignature",
          args: [hash, signature],
        });
        return answer === ERC1271_MAGIC_VALUE;
      } catch (error) {
        // A wallet that reverts, or a contract without the function, does not accept the signature.
        if (isContractRefusal(error)) return false;
        throw new VotingChainUnavailableError({ cause: error });
      }
    },
  };
}

import { useMemo } from "react";
import type { Address, Client } from "viem";
import { useClient } from "wagmi";
import { createChainReader, type ChainReader } from "./reads/createChainReader.ts";
import { useAppChainConfig } from "./useAppChainConfig.ts";

/**
 * One reader per client and multicall for the page's lifetime: reads are only batched together when
 * every component hands them to the same reader.
 */
const readers = new WeakMap<Client, Map<Address, ChainReader>>();

function sharedChainReader(client: Client, multicallAddress: Address): ChainReader {
  let byAddress = readers.get(client);
  if (!byAddress) {
    byAddress = new Map();
    readers.set(client, byAddress);
  }
  let reader = byAddress.get(multicallAddress);
  if (!reader) {
    reader = createChainReader({ client, multicallAddress });
    byAddress.set(multicallAddress, reader);
  }
  return reader;
}

/** The app chain's batched multicall reader, shared by every component. */
export function useChainReader(): ChainReader {
  const appChain = useAppChainConfig();
  const client = useClient({ chainId: appChain.chain.id });
  if (!client) throw new Error(`The wagmi config has no client for chain ${appChain.chain.id}`);
  const multicallAddress = appChain.contracts.multicall;
  return useMemo(() => sharedChainReader(client, multicallAddress), [client, multicallAddress]);
}

import { useContext, useEffect, useState } from "react";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { getGasPrice } from "viem/actions";
import { useClient, useConnection } from "wagmi";
import { simulateTransaction, type SimulateTransactionReturnType, type SimulationResult } from "@griddle/sdk";
import { afterNextPaint } from "../../ui/afterNextPaint.ts";
import { useAppChain, useAppChainConfig } from "../useAppChainConfig.ts";
import { WriteEnvironmentContext } from "../writes/WriteEnvironmentContext.ts";
import type { PreviewRequest } from "./PreviewRequest.ts";
import { useDebouncedBlock } from "./useDebouncedBlock.ts";

/** Blocks that land within this long of each other start one simulation. */
const BLOCK_SETTLE_MS = 250;

/** Chains whose node refused the tracer once: later previews go straight to the balance probe. */
const chainsWithoutTracer = new Set<number>();

export interface TransactionPreviewData {
  readonly simulation: SimulationResult;
  /** The gas price the transaction will pay: the user's setting, else the node's. */
  readonly gasPrice: bigint;
  /** The block the simulation ran on top of. */
  readonly block: number | undefined;
}

/**
 * Simulates `request` for the connected account once the dialog has painted, then again on every new
 * block while it stays open (settled for a moment). It never holds up the dialog: the first run waits
 * for the first paint, and the previous result stays shown while the next one runs.
 */
export function useTransactionPreview(
  request: PreviewRequest | undefined,
): UseQueryResult<TransactionPreviewData, Error> {
  const chainId = useAppChain().id;
  const client = useClient({ chainId });
  const { address: account } = useConnection();
  const wrappedNative = useAppChainConfig().contracts.wbnb;
  const writeEnvironment = useContext(WriteEnvironmentContext);
  const block = useDebouncedBlock(BLOCK_SETTLE_MS);
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);

  return useQuery({
    queryKey: [
      "transactionPreview",
      chainId,
      account,
      wrappedNative,
      request?.calls.map((call) => `${call.to}:${call.data}:${call.value ?? 0n}`).join(),
      block,
    ],
    enabled: painted && request !== undefined && account !== undefined && client !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: async (): Promise<TransactionPreviewData> => {
      if (request === undefined || account === undefined || client === undefined) {
        throw new Error("A preview needs a request, an account and a client");
      }
      const gasPrice = writeEnvironment?.gasPriceWei ?? getGasPrice(client);
      let last: SimulateTransactionReturnType | undefined;
      for (const call of request.calls) {
        const useTracer = !chainsWithoutTracer.has(chainId);
        const simulation = await simulateTransaction(client, {
          account,
          to: call.to,
          data: call.data,
          value: call.value,
          probeTargets: request.probeTargets,
          errorsAbi: request.errorsAbi,
          wrappedNative,
          useTracer,
        });
        if (useTracer && !simulation.traced) chainsWithoutTracer.add(chainId);
        last = simulation;
        if (simulation.method !== "none" && simulation.outcome.status === "success") {
          return { simulation, gasPrice: await gasPrice, block };
        }
      }
      if (last === undefined) throw new Error("A preview needs at least one call");
      // None would succeed: like the write path, name the last (most permissive) candidate's revert.
      return { simulation: last, gasPrice: await gasPrice, block };
    },
  });
}

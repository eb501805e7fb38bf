import { useMemo } from "react";
import { zeroAddress } from "viem";
import { griddleFactoryAbi, griddlePairAbi, type Pair } from "@griddle/sdk";
import { useAppChainConfig, useChainRead } from "../../../shared/chain/index.ts";
import type { ProtocolFee } from "../model/ProtocolFee.ts";

/**
 * Whether the factory takes the protocol fee, and the pair's kLast: a burn first mints the protocol
 * its share of the fees since kLast, which lowers what every LP token is worth. Both reads go out in
 * the block's batch.
 */
export function useProtocolFee(pair: Pair | null): ProtocolFee | undefined {
  const factory = useAppChainConfig().contracts.factory;
  const pairAddress = pair?.address;
  const feeToRead = useMemo(
    () => ({ address: factory, abi: griddleFactoryAbi, functionName: "feeTo" }) as const,
    [factory],
  );
  const kLastRead = useMemo(
    () =>
      pairAddress
        ? ({ address: pairAddress, abi: griddlePairAbi, functionName: "kLast" } as const)
        : undefined,
    [pairAddress],
  );
  const { data: feeTo } = useChainRead(feeToRead);
  const { data: kLast } = useChainRead(kLastRead);
  return useMemo(
    () =>
      typeof feeTo === "string" && typeof kLast === "bigint"
        ? { feeOn: feeTo !== zeroAddress, kLast }
        : undefined,
    [feeTo, kLast],
  );
}

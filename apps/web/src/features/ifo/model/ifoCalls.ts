import type { Address } from "viem";
import { ifoSaleV1Abi, ifoSaleV2Abi, type OfferingVersion } from "@griddle/sdk";

/** Which sale a write goes to. */
export interface SaleTarget {
  readonly address: Address;
  readonly version: OfferingVersion;
}

/** Commits `amount` LP to pool `pid` (spec 001 section 7: version 2's depositPool, version 1's deposit). */
export function buildCommitCall(sale: SaleTarget, pid: 0 | 1, amount: bigint) {
  return sale.version === 1
    ? { address: sale.address, abi: ifoSaleV1Abi, functionName: "deposit" as const, args: [amount] as const }
    : {
        address: sale.address,
        abi: ifoSaleV2Abi,
        functionName: "depositPool" as const,
        args: [amount, pid] as const,
      };
}

/** Harvests pool `pid`'s offering tokens and refund (version 2's harvestPool, version 1's harvest). */
export function buildHarvestCall(sale: SaleTarget, pid: 0 | 1) {
  return sale.version === 1
    ? { address: sale.address, abi: ifoSaleV1Abi, functionName: "harvest" as const, args: [] as const }
    : {
        address: sale.address,
        abi: ifoSaleV2Abi,
        functionName: "harvestPool" as const,
        args: [pid] as const,
      };
}

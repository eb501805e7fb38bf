import { formatEther } from "viem";

/** CAKE wei as a decimal string of CAKE ('12.5'), exact: what REST answers carry. */
export const formatCake = (wei: bigint): string => formatEther(wei);

/** CAKE wei as a JSON number of CAKE, as Snapshot's GraphQL gives scores and vp (Float). */
export const cakeNumber = (wei: bigint): number => Number(formatEther(wei));

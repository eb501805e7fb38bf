import { parseGwei } from "viem";
import { BSC_TESTNET_CHAIN_ID } from "../../../shared/chain/appChainId.ts";
import type { TransactionSpeed } from "./transactionSpeed.ts";

/** Gas price presets in gwei (spec 000 section 9); the speed buttons show them. */
export const GAS_PRICE_GWEI: Readonly<Record<TransactionSpeed, number>> = {
  standard: 5,
  fast: 6,
  instant: 7,
};

/** The test network ignores the chosen speed and always pays this (spec 000 section 9). */
const TESTNET_GAS_PRICE_GWEI = 10;

/** The gas price, in wei, that writes send with on `chainId` for the chosen speed. */
export function gasPriceForSpeed(speed: TransactionSpeed, chainId: number): bigint {
  const gwei = chainId === BSC_TESTNET_CHAIN_ID ? TESTNET_GAS_PRICE_GWEI : GAS_PRICE_GWEI[speed];
  return parseGwei(String(gwei));
}

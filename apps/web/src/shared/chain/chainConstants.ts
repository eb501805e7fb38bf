import type { Address } from "viem";

/** BNB Smart Chain makes a block every 3 seconds, and the local chain mines at the same pace. */
export const BLOCK_TIME_SECONDS = 3;

/** Blocks in a 365-day year of 3-second blocks (spec 000 section 9): 10,512,000. */
export const BLOCKS_PER_YEAR = (365 * 24 * 60 * 60) / BLOCK_TIME_SECONDS;

/** CAKE has 18 decimals on BNB Smart Chain, its testnet and the local deployment alike. */
export const CAKE_DECIMALS = 18;

/** CAKE sent here can never move again: its balance is the burned supply (spec 000 section 7, Farm reads). */
export const BURN_ADDRESS: Address = "0x000000000000000000000000000000000000dEaD";

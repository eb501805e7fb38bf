import { parseEther, type Address } from "viem";

/** Where CAKE is burned, as on BNB Smart Chain: the home page's 'Total CAKE Burned' is its balance. */
export const BURN_ADDRESS: Address = "0x000000000000000000000000000000000000dEaD";

/**
 * CAKE the seed mints straight to the burn address, standing for the burns of the chain's history,
 * so that the local CAKE stats read like a live chain's (PancakeSwap has burned a large share of its
 * mints).
 */
export const LOCAL_BURNED_CAKE = parseEther("40000000");

/** Seconds per block on BNB Smart Chain, and on the local chain, which mines every 3 seconds. */
const SECONDS_PER_BLOCK = 3;

/** Blocks in a 365-day year of 3-second blocks (spec 000 section 9): 10,512,000. */
export const BLOCKS_PER_YEAR = (365 * 24 * 60 * 60) / SECONDS_PER_BLOCK;

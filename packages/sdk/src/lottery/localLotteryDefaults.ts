/**
 * The local chain's lottery seed secret. Public like LOCAL_DEV_MNEMONIC, so it guards nothing: anyone
 * can compute a local round's seed, and with it its number once sales close. A real chain's operator
 * sets its own secret (LOTTERY_SEED_SECRET), and the lottery keeper refuses this one anywhere else.
 */
export const LOCAL_LOTTERY_SEED_SECRET = "griddle-local-lottery-seed-secret (public: local chain only)";

/**
 * A local round's length from its start to the end of sales, unless LOTTERY_ROUND_SECONDS says
 * otherwise: short enough to see a round close and draw within minutes (spec 001: 24 hours, 86,400).
 */
export const LOCAL_LOTTERY_ROUND_SECONDS = 300;

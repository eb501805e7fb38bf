/** Whether a stake modal adds to the position or takes from it. */
export type StakeMode = "stake" | "unstake";

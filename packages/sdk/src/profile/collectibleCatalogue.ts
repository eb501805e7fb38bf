/**
 * How a collectible is obtained: bought from the starter factory for CAKE, or claimed from one of the
 * two NFT-claim contracts (spec 001 section 3): the prediction one (thresholdRound: played a round
 * up to that epoch) or the vault one (thresholdTimestamp: CAKE in the auto vault since before then).
 */
export type CollectibleSource = "starter" | "predictionClaim" | "vaultClaim";

/** One collectible (bunny) of the local collection: every token minted with its bunnyId looks like this. */
export interface CollectibleDefinition {
  /** The collection's bunnyId (0-255). */
  readonly bunnyId: number;
  /** A stable slug, used in URLs and as the image's file name (served by apps/api under /images/collectibles/). */
  readonly identifier: string;
  readonly name: string;
  readonly description: string;
  readonly source: CollectibleSource;
  /** Lower first in lists; the spec's default is 999. */
  readonly sortOrder: number;
}

/** The local collection ("Griddle Bunnies"): five starters and two specials, all drawn by us. */
export const LOCAL_COLLECTIBLES: readonly CollectibleDefinition[] = [
  {
    bunnyId: 0,
    identifier: "batter-bun",
    name: "Batter Bun",
    description: "Fresh from the bowl and ready for the griddle. Every stack starts somewhere.",
    source: "starter",
    sortOrder: 1,
  },
  {
    bunnyId: 1,
    identifier: "syrup-drop",
    name: "Syrup Drop",
    description: "Slow to start, impossible to stop. Keeps a sweet grip on every position.",
    source: "starter",
    sortOrder: 2,
  },
  {
    bunnyId: 2,
    identifier: "berry-stack",
    name: "Berry Stack",
    description: "Tops every trade with a handful of berries. Nobody knows where it gets them.",
    source: "starter",
    sortOrder: 3,
  },
  {
    bunnyId: 3,
    identifier: "butter-pat",
    name: "Butter Pat",
    description: "Melts into any pool and makes it smoother. A quiet provider of liquidity.",
    source: "starter",
    sortOrder: 4,
  },
  {
    bunnyId: 4,
    identifier: "golden-flip",
    name: "Golden Flip",
    description: "Waits for the exact second to flip. Usually gets the golden side.",
    source: "starter",
    sortOrder: 5,
  },
  {
    bunnyId: 5,
    identifier: "crystal-flapjack",
    name: "Crystal Flapjack",
    description: "For those who called a prediction round early on. Sees the next candle before it bakes.",
    source: "predictionClaim",
    sortOrder: 10,
  },
  {
    bunnyId: 6,
    identifier: "first-stack",
    name: "First Stack",
    description:
      "For those who left CAKE in the auto vault early on, while the griddle was still warming up.",
    source: "vaultClaim",
    sortOrder: 11,
  },
];

/** The starters the factory sells (spec 001 section 3: minting factories). */
export const STARTER_COLLECTIBLES: readonly CollectibleDefinition[] = LOCAL_COLLECTIBLES.filter(
  ({ source }) => source === "starter",
);

/** A team of the local chain's profile contract, with the look the app gives it. */
export interface TeamDefinition {
  /** The profile contract's team id (1-based). */
  readonly id: number;
  readonly name: string;
  readonly description: string;
  /** The file name of the team's image (served by apps/api under /images/teams/). */
  readonly image: string;
  /** The team card's background and text colours. */
  readonly background: string;
  readonly textColor: string;
}

/** Spec 001 section 3: teams 1 to 3 locally. Names from the spec; descriptions and looks are ours. */
export const LOCAL_TEAMS: readonly TeamDefinition[] = [
  {
    id: 1,
    name: "Syrup Storm",
    description: "Fast and sticky: this team pours in when the market runs hot and never lets go of a trend.",
    image: "syrup-storm.svg",
    background: "#7645d9",
    textColor: "#ffffff",
  },
  {
    id: 2,
    name: "Fearsome Flippers",
    description:
      "Cool heads with quick spatulas: they flip every dip into a stack and wait for the golden side.",
    image: "fearsome-flippers.svg",
    background: "#1fc7d4",
    textColor: "#08060b",
  },
  {
    id: 3,
    name: "Chaotic Cakers",
    description:
      "No plan, all batter: they buy the noise, bake the chaos and somehow end up with the biggest pile.",
    image: "chaotic-cakers.svg",
    background: "#ffb237",
    textColor: "#08060b",
  },
];

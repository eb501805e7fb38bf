import type { Proposal } from "../../model/Proposal.ts";

export interface ChoiceResult {
  readonly choice: string;
  /** CAKE of voting power behind the choice. */
  readonly power: number;
  /** 0 to 100; 0 for every choice while nobody voted. */
  readonly percent: number;
}

/** Each choice's power and share of all power cast (scores over scores_total), in the choices' order. */
export function proposalResults(
  proposal: Pick<Proposal, "choices" | "scores" | "scoresTotal">,
): readonly ChoiceResult[] {
  return proposal.choices.map((choice, index) => {
    const power = proposal.scores[index] ?? 0;
    return { choice, power, percent: proposal.scoresTotal > 0 ? (power / proposal.scoresTotal) * 100 : 0 };
  });
}

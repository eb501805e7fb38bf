import type { VotingChain } from "./power/VotingChain.ts";
import type { VotingSpaces } from "./spaces/VotingSpace.ts";

/** What the voting hub needs besides the database: the chain it reads power from, and its spaces. */
export interface VotingOptions {
  readonly chain: VotingChain;
  readonly spaces: VotingSpaces;
}

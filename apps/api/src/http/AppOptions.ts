import type { ApiDatabase } from "../db/ApiDatabase.ts";
import type { ImageFiles } from "../images/loadImageFiles.ts";
import type { ChainProfiles } from "../profile/ProfileRegistry.ts";
import type { VotingOptions } from "../voting/VotingOptions.ts";

export interface AppOptions {
  readonly db: ApiDatabase;
  /** The chain whose profiles are checked; undefined where the deployment has no profile contract. */
  readonly profiles: ChainProfiles | undefined;
  /** The API's base URL as clients reach it, for the absolute image URLs in metadata. */
  readonly publicUrl: string;
  readonly images: ImageFiles;
  /** The voting hub's chain reads and spaces. */
  readonly voting: VotingOptions;
  /** The wall clock: whether a signed message is fresh, a proposal open (tests set it). */
  readonly now?: () => Date;
  /** Receives the errors the API did not expect (answered 500). */
  readonly logError?: (error: unknown) => void;
}

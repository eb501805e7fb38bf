/** A team's look from the API (spec 001 section 3: images lg, md, sm, alt; background; textColor). */
export interface TeamLook {
  readonly images: { readonly lg: string; readonly md: string; readonly sm: string; readonly alt: string };
  readonly background: string;
  readonly textColor: string;
}

/**
 * A team (spec 001 section 3): what the profile contract keeps (name, description, members, points,
 * joinable) and, when the API answered, its look.
 */
export interface Team {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly users: bigint;
  readonly points: bigint;
  readonly isJoinable: boolean;
  readonly look: TeamLook | undefined;
}

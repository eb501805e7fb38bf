import type { TeamDefinition } from "@griddle/sdk";
import { imageUrl } from "../images/imageUrl.ts";

/** GET /api/teams/{id}: a team's look. Its members and points are the chain's (the app reads those). */
export interface TeamResponse {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  /**
   * Spec 001's image sizes; one vector drawing serves them all, so every size is the same SVG.
   * `alt` is the image for dark surfaces, the same drawing too.
   */
  readonly images: { readonly lg: string; readonly md: string; readonly sm: string; readonly alt: string };
  readonly background: string;
  readonly textColor: string;
}

export function teamResponse(team: TeamDefinition, publicUrl: string): TeamResponse {
  const image = imageUrl(publicUrl, "teams", team.image);
  return {
    id: team.id,
    name: team.name,
    description: team.description,
    images: { lg: image, md: image, sm: image, alt: image },
    background: team.background,
    textColor: team.textColor,
  };
}

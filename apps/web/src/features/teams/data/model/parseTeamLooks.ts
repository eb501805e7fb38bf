import type { TeamLook } from "../../model/Team.ts";

const isText = (value: unknown): value is string => typeof value === "string";

/**
 * GET /api/teams's answer as looks by team id. Entries in another shape are left out, so one bad
 * entry costs only its own team's pictures.
 */
export function parseTeamLooks(answer: unknown): ReadonlyMap<number, TeamLook> {
  const looks = new Map<number, TeamLook>();
  if (!Array.isArray(answer)) return looks;
  for (const entry of answer as unknown[]) {
    if (typeof entry !== "object" || entry === null) continue;
    const { id, images, background, textColor } = entry as Record<string, unknown>;
    if (typeof id !== "number" || typeof images !== "object" || images === null) continue;
    const { lg, md, sm, alt } = images as Record<string, unknown>;
    if (![lg, md, sm, alt, background, textColor].every(isText)) continue;
    looks.set(id, {
      images: { lg: lg as string, md: md as string, sm: sm as string, alt: alt as string },
      background: background as string,
      textColor: textColor as string,
    });
  }
  return looks;
}

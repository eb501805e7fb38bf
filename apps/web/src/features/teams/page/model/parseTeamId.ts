/** The team id of a /teams/{id} path segment: a whole number from 1, written plainly; undefined otherwise. */
export function parseTeamId(segment: string | undefined): number | undefined {
  if (segment === undefined || !/^[1-9][0-9]{0,5}$/.test(segment)) return undefined;
  return Number(segment);
}

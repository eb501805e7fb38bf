/** The app's route of proposal `id` (spec 001 section 2: /voting/proposal/{id}). */
export function proposalPath(id: string): string {
  return `/voting/proposal/${encodeURIComponent(id)}`;
}

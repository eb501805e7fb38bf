/** A proposal's date and time (seconds) as `locale` writes them: 'Feb 1, 2025, 10:00 AM' in en-US. */
export function formatVotingDate(seconds: number, locale: string): string {
  return new Date(seconds * 1_000).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" });
}

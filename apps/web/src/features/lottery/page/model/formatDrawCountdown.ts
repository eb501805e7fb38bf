/** The time left to the draw as '1h 02m 03s' ('2d 01h 00m' beyond a day); 0 once it has come. */
export function formatDrawCountdown(secondsLeft: number): string {
  const seconds = Math.max(0, Math.floor(secondsLeft));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const pad = (value: number) => String(value).padStart(2, "0");
  if (days > 0) return `${days}d ${pad(hours)}h ${pad(minutes)}m`;
  return `${hours}h ${pad(minutes)}m ${pad(seconds % 60)}s`;
}

/** Scroll positions by history entry (react-router's location.key), as saved in session storage. */
export type ScrollPositions = Readonly<Record<string, number>>;

/** Reads saved positions, ignoring anything that is not a map of finite numbers (old or foreign data). */
export function parseScrollPositions(raw: string | null): ScrollPositions {
  if (raw === null) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [string, number] => typeof entry[1] === "number" && Number.isFinite(entry[1]),
    ),
  );
}

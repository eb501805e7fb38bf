/**
 * A JSON object read back from storage, or an empty one when nothing was stored or the text is not
 * a JSON object (older, foreign or hand-edited data must never break the page).
 */
export function parseStoredObject(raw: string | null): Readonly<Record<string, unknown>> {
  if (raw === null) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
  return parsed as Record<string, unknown>;
}

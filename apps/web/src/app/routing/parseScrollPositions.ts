import { parseStoredObject } from "../../shared/storage/parseStoredObject.ts";

/** Scroll positions by history entry (react-router's location.key), as saved in session storage. */
export type ScrollPositions = Readonly<Record<string, number>>;

/** Reads saved positions, ignoring anything that is not a map of finite numbers (old or foreign data). */
export function parseScrollPositions(raw: string | null): ScrollPositions {
  return Object.fromEntries(
    Object.entries(parseStoredObject(raw)).filter(
      (entry): entry is [string, number] => typeof entry[1] === "number" && Number.isFinite(entry[1]),
    ),
  );
}

import { useCallback, useState } from "react";

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch (error) {
    console.warn(`The preference ${key} could not be read; using the default`, error);
    return null;
  }
}

/**
 * A choice kept in local storage under `key`. `parse` turns whatever is stored (nothing, or a value
 * some other version wrote) into a valid choice, so a corrupt entry means the default. The choice
 * still applies for this visit when storage is unavailable.
 */
export function useStoredPreference<T extends string | boolean>(
  key: string,
  parse: (stored: string | null) => T,
): [T, (value: T) => void] {
  const [value, setValue] = useState(() => parse(readStored(key)));
  const update = useCallback(
    (next: T) => {
      setValue(next);
      try {
        localStorage.setItem(key, String(next));
      } catch (error) {
        console.warn(`The preference ${key} could not be saved`, error);
      }
    },
    [key],
  );
  return [value, update];
}

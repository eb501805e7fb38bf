import type { MenuEntry } from "./menuConfig.ts";

function isUnder(pathname: string, path: string): boolean {
  const current = pathname.toLowerCase();
  if (path === "/") return current === "/";
  return current === path || current.startsWith(`${path}/`);
}

/** Whether a menu entry shows as the current section: a group is current when one of its links is. */
export function isMenuEntryActive(entry: MenuEntry, pathname: string): boolean {
  switch (entry.kind) {
    case "internal":
      return entry.activePaths.some((path) => isUnder(pathname, path));
    case "external":
      return false;
    case "group":
      return entry.items.some((item) => isMenuEntryActive(item, pathname));
  }
}

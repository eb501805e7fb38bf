/** How a list of pools or farms is laid out; table unless the user chose cards (spec 000 section 2). */
export type ViewMode = "table" | "card";

/** A stored view choice; anything else (absent, corrupt, an old format) is the default table. */
export function parseViewMode(stored: string | null): ViewMode {
  return stored === "card" ? "card" : "table";
}

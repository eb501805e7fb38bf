/** Entries a list shows at first and adds each time its bottom marker scrolls into view (spec 000 section 9). */
export const LIST_STEP = 12;

/** The search box waits this long after the last keystroke before filtering (spec 000 section 9). */
export const SEARCH_DEBOUNCE_MS = 500;

/** How long a row's details take to open and close; ExpandableRow.module.css animates over the same time. */
export const ROW_EXPAND_MS = 300;

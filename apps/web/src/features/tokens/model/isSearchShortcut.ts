export interface ShortcutKeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
}

/**
 * Whether a key press is the '/' that jumps to the token search. In a text field it is only a
 * character the user is typing, and with a modifier it belongs to the browser or the system.
 */
export function isSearchShortcut(press: ShortcutKeyPress, inTextField: boolean): boolean {
  return press.key === "/" && !press.ctrlKey && !press.metaKey && !press.altKey && !inTextField;
}

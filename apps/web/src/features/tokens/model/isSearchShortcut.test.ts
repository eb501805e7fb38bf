import { describe, expect, it } from "vitest";
import { isSearchShortcut } from "./isSearchShortcut.ts";

const press = (
  key: string,
  modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe("isSearchShortcut", () => {
  it("takes '/' pressed outside a text field", () => {
    expect(isSearchShortcut(press("/"), false)).toBe(true);
  });

  it("leaves '/' typed into a text field to the field", () => {
    expect(isSearchShortcut(press("/"), true)).toBe(false);
  });

  it("leaves '/' with a modifier to the browser", () => {
    expect(isSearchShortcut(press("/", { ctrlKey: true }), false)).toBe(false);
    expect(isSearchShortcut(press("/", { metaKey: true }), false)).toBe(false);
    expect(isSearchShortcut(press("/", { altKey: true }), false)).toBe(false);
  });

  it("ignores other keys", () => {
    expect(isSearchShortcut(press("s"), false)).toBe(false);
    expect(isSearchShortcut(press("Enter"), false)).toBe(false);
  });
});

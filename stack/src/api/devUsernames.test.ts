import { findUsernameProblem } from "@griddle/sdk";
import { describe, expect, it } from "vitest";
import { DEV_USERNAMES } from "./devUsernames.ts";

describe("DEV_USERNAMES", () => {
  it("names dev accounts 1-3 with valid names that differ regardless of case", () => {
    expect([...DEV_USERNAMES.keys()]).toEqual([1, 2, 3]);
    for (const name of DEV_USERNAMES.values()) expect(findUsernameProblem(name)).toBeUndefined();
    expect(new Set([...DEV_USERNAMES.values()].map((name) => name.toLowerCase())).size).toBe(3);
  });
});

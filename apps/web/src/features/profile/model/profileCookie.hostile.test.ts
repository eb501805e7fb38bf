import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HOSTILE_RUNS, hostileText } from "../../../shared/testing/hostileArbitraries.ts";
import { buildProfileCookie, profileCookieName, readProfileCookie } from "./profileCookie.ts";

const account = "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266";
const now = new Date("2026-11-28T12:00:00Z");

/** document.cookie's text for a Set-Cookie string: its name=value part. */
const cookiePair = (setCookie: string) => setCookie.split(";")[0] ?? "";

describe("the profile cookie on hostile input (issue 26)", () => {
  it("reads back any name and avatar it wrote, among other cookies of any content", () => {
    const otherCookie = fc
      .tuple(
        fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,10}$/),
        fc.stringMatching(/^[!#-+\--:<-[\]-~]{0,20}$/),
      )
      .filter(([name]) => !name.startsWith("profile_"))
      .map(([name, value]) => `${name}=${value}`);
    fc.assert(
      fc.property(hostileText, hostileText, otherCookie, otherCookie, (username, avatar, before, after) => {
        const cookies = [
          before,
          cookiePair(buildProfileCookie(account, { username, avatar }, now)),
          after,
        ].join("; ");
        expect(readProfileCookie(cookies, account)).toEqual({ username, avatar });
      }),
      HOSTILE_RUNS,
    );
  });

  it("ignores a garbage value under the account's name: no profile, never a throw", () => {
    const value = fc.oneof(hostileText, fc.string({ unit: "grapheme" }).map(encodeURIComponent));
    fc.assert(
      fc.property(value, (garbage) => {
        const read = readProfileCookie(`${profileCookieName(account)}=${garbage}`, account);
        if (read !== undefined) {
          expect(typeof read.username).toBe("string");
          expect(typeof read.avatar).toBe("string");
          expect(Object.keys(read).sort()).toEqual(["avatar", "username"]);
        }
      }),
      HOSTILE_RUNS,
    );
  });

  it("does not take another account's cookie, nor one whose name merely starts the same", () => {
    const written = cookiePair(buildProfileCookie(`${account}ff`, { username: "Sam", avatar: "" }, now));
    expect(readProfileCookie(written, account)).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { buildProfileCookie, profileCookieName, readProfileCookie } from "./profileCookie.ts";

const ACCOUNT = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

describe("profile cookie", () => {
  it("is named after the account and lasts 30 days, secure", () => {
    const text = buildProfileCookie(ACCOUNT, { username: "Flipper", avatar: "http://x/a.svg" }, new Date(0));
    expect(text.startsWith(`${profileCookieName(ACCOUNT)}=`)).toBe(true);
    expect(text).toContain("expires=Sat, 31 Jan 1970 00:00:00 GMT");
    expect(text).toContain("secure");
  });

  it("reads back what it wrote, among other cookies", () => {
    const written = buildProfileCookie(
      ACCOUNT,
      { username: "Flipper", avatar: "http://x/a b.svg" },
      new Date(),
    );
    const pair = written.split(";")[0];
    expect(readProfileCookie(`theme=dark; ${pair}; other=1`, ACCOUNT)).toEqual({
      username: "Flipper",
      avatar: "http://x/a b.svg",
    });
  });

  it("ignores a missing, another account's or an unreadable cookie", () => {
    expect(readProfileCookie("theme=dark", ACCOUNT)).toBeUndefined();
    expect(readProfileCookie(`${profileCookieName("0xother")}=%7B%7D`, ACCOUNT)).toBeUndefined();
    expect(readProfileCookie(`${profileCookieName(ACCOUNT)}=%7Bnot json`, ACCOUNT)).toBeUndefined();
    expect(
      readProfileCookie(`${profileCookieName(ACCOUNT)}=%7B%22username%22%3A1%7D`, ACCOUNT),
    ).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { shownPicture } from "./shownPicture.ts";

const PICTURE = "http://127.0.0.1:4300/images/collectibles/sleepy.svg";
const OTHER = "http://127.0.0.1:4300/images/collectibles/sunny.svg";

describe("shownPicture", () => {
  it("shows the picture while it has not failed", () => {
    expect(shownPicture(PICTURE, undefined)).toBe(PICTURE);
  });

  it("falls back to the default figure without a picture", () => {
    expect(shownPicture(undefined, undefined)).toBeUndefined();
    expect(shownPicture("", undefined)).toBeUndefined();
  });

  it("falls back to the default figure once that picture failed to load", () => {
    expect(shownPicture(PICTURE, PICTURE)).toBeUndefined();
  });

  it("tries a new picture even after another one failed", () => {
    expect(shownPicture(OTHER, PICTURE)).toBe(OTHER);
  });
});

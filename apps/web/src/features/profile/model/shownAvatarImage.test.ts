import { describe, expect, it } from "vitest";
import { shownAvatarImage } from "./shownAvatarImage.ts";

const PICTURE = "http://127.0.0.1:4300/images/collectibles/sleepy.svg";
const OTHER = "http://127.0.0.1:4300/images/collectibles/sunny.svg";

describe("shownAvatarImage", () => {
  it("shows the picture while it has not failed", () => {
    expect(shownAvatarImage(PICTURE, undefined)).toBe(PICTURE);
  });

  it("falls back to the default figure without a picture", () => {
    expect(shownAvatarImage(undefined, undefined)).toBeUndefined();
    expect(shownAvatarImage("", undefined)).toBeUndefined();
  });

  it("falls back to the default figure once that picture failed to load", () => {
    expect(shownAvatarImage(PICTURE, PICTURE)).toBeUndefined();
  });

  it("tries a new picture even after another one failed", () => {
    expect(shownAvatarImage(OTHER, PICTURE)).toBe(OTHER);
  });
});

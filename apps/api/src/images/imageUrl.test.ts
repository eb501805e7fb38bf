import { describe, expect, it } from "vitest";
import { imageUrl } from "./imageUrl.ts";

describe("imageUrl", () => {
  it("joins the public URL, the folder and the file, with or without a trailing slash", () => {
    expect(imageUrl("http://127.0.0.1:4000", "teams", "syrup-storm.svg")).toBe(
      "http://127.0.0.1:4000/images/teams/syrup-storm.svg",
    );
    expect(imageUrl("https://api.example.org/griddle/", "collectibles", "batter-bun.svg")).toBe(
      "https://api.example.org/griddle/images/collectibles/batter-bun.svg",
    );
  });
});

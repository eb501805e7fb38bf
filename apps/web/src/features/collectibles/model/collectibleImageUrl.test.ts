import { describe, expect, it } from "vitest";
import { collectibleImageUrl } from "./collectibleImageUrl.ts";

describe("collectibleImageUrl", () => {
  it("points at the API's drawing of the collectible, none without an API", () => {
    expect(collectibleImageUrl("http://127.0.0.1:4000", { identifier: "syrup-drop" })).toBe(
      "http://127.0.0.1:4000/images/collectibles/syrup-drop.svg",
    );
    expect(collectibleImageUrl(undefined, { identifier: "syrup-drop" })).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { parseCollectibleMetadata } from "./parseCollectibleMetadata.ts";

describe("parseCollectibleMetadata", () => {
  it("takes the name, description and the medium picture", () => {
    expect(
      parseCollectibleMetadata({
        name: "Syrup Drop",
        description: "Sweet",
        image: "http://x/full.svg",
        images: { lg: "http://x/lg.svg", md: "http://x/md.svg", sm: "http://x/sm.svg" },
      }),
    ).toEqual({ name: "Syrup Drop", description: "Sweet", image: "http://x/md.svg" });
  });

  it("falls back to the plain image and an empty description", () => {
    expect(parseCollectibleMetadata({ name: "A", image: "http://x/a.svg" })).toEqual({
      name: "A",
      description: "",
      image: "http://x/a.svg",
    });
  });

  it("is null for anything without a name and a picture", () => {
    for (const json of [null, "text", [], { name: "A" }, { image: "x" }, { name: 1, image: "x" }])
      expect(parseCollectibleMetadata(json)).toBeNull();
  });
});

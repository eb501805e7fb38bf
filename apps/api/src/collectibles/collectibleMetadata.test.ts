import { LOCAL_COLLECTIBLES } from "@griddle/sdk";
import { describe, expect, it } from "vitest";
import { collectibleMetadata } from "./collectibleMetadata.ts";

describe("collectibleMetadata", () => {
  it("gives the name, the description, absolute image URLs and the bunnyId", () => {
    const berryStack = LOCAL_COLLECTIBLES.find(({ identifier }) => identifier === "berry-stack");
    if (berryStack === undefined) throw new Error("berry-stack left the catalogue");
    const image = "http://127.0.0.1:4000/images/collectibles/berry-stack.svg";
    expect(collectibleMetadata(berryStack, "http://127.0.0.1:4000/")).toEqual({
      name: "Berry Stack",
      description: berryStack.description,
      image,
      images: { lg: image, md: image, sm: image },
      attributes: [{ trait_type: "bunnyId", value: 2 }],
    });
  });
});

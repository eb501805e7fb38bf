import { describe, expect, it } from "vitest";
import { roundCardLabel } from "./roundCardLabel.ts";

describe("roundCardLabel", () => {
  it("labels each kind of card with the spec's words", () => {
    expect(
      (["expired", "canceled", "live", "next", "later"] as const).map((kind) => roundCardLabel(kind).key),
    ).toEqual(["Expired", "Canceled", "Live", "Next", "Later"]);
  });
});

import { describe, expect, it } from "vitest";
import { parseTeamProfile } from "./parseTeamProfile.ts";

const look = {
  images: { lg: "l.svg", md: "m.svg", sm: "s.svg", alt: "a.svg" },
  background: "#7645d9",
  textColor: "#ffffff",
};

describe("parseTeamProfile", () => {
  it("names getTeamProfile's five values and adds the look", () => {
    expect(parseTeamProfile(2, ["Fearsome Flippers", "Cool heads", 12n, 4_500n, true], look)).toEqual({
      id: 2,
      name: "Fearsome Flippers",
      description: "Cool heads",
      users: 12n,
      points: 4_500n,
      isJoinable: true,
      look,
    });
  });

  it("is null for a failed read", () => {
    expect(parseTeamProfile(2, null, look)).toBeNull();
  });
});

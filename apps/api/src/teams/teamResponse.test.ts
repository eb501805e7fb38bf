import { LOCAL_TEAMS } from "@griddle/sdk";
import { describe, expect, it } from "vitest";
import { teamResponse } from "./teamResponse.ts";

describe("teamResponse", () => {
  it("gives the catalogue's team with absolute image URLs for every size", () => {
    const syrupStorm = LOCAL_TEAMS.find(({ id }) => id === 1);
    if (syrupStorm === undefined) throw new Error("team 1 left the catalogue");
    const image = "http://127.0.0.1:4000/images/teams/syrup-storm.svg";
    expect(teamResponse(syrupStorm, "http://127.0.0.1:4000")).toEqual({
      id: 1,
      name: "Syrup Storm",
      description: syrupStorm.description,
      images: { lg: image, md: image, sm: image, alt: image },
      background: "#7645d9",
      textColor: "#ffffff",
    });
  });
});

import { describe, expect, it } from "vitest";
import { parseTeamLooks } from "./parseTeamLooks.ts";

const images = { lg: "l.svg", md: "m.svg", sm: "s.svg", alt: "a.svg" };

describe("parseTeamLooks", () => {
  it("keys each team's look by its id", () => {
    const looks = parseTeamLooks([
      { id: 1, name: "Syrup Storm", images, background: "#7645d9", textColor: "#fff" },
      { id: 3, name: "Chaotic Cakers", images, background: "#ffb237", textColor: "#000" },
    ]);
    expect([...looks.keys()]).toEqual([1, 3]);
    expect(looks.get(3)).toEqual({ images, background: "#ffb237", textColor: "#000" });
  });

  it("leaves out entries in another shape, and reads another answer as no looks", () => {
    const looks = parseTeamLooks([
      { id: "1", images },
      { id: 2, images: { lg: 1 } },
      null,
      { id: 4, images, background: "#000", textColor: "#fff" },
    ]);
    expect([...looks.keys()]).toEqual([4]);
    expect(parseTeamLooks({ teams: [] }).size).toBe(0);
  });
});

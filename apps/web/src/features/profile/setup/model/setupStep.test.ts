import { describe, expect, it } from "vitest";
import { canOpenStep, currentSetupStep, type SetupProgress } from "./setupStep.ts";

const fresh: SetupProgress = {
  ownedCollectibles: 0,
  chosenCollectible: undefined,
  chosenTeamId: undefined,
  hasProfile: false,
  username: "",
};
const chosen = { nftAddress: "0x5FbDB2315678afecb367f032d93F642f64180aa3", tokenId: 3n } as const;

describe("currentSetupStep", () => {
  it("starts with a starter collectible when the wallet holds none", () => {
    expect(currentSetupStep(fresh)).toBe("starter");
  });

  it("goes on to the picture, then the team, then the name", () => {
    expect(currentSetupStep({ ...fresh, ownedCollectibles: 1 })).toBe("avatar");
    expect(currentSetupStep({ ...fresh, ownedCollectibles: 1, chosenCollectible: chosen })).toBe("team");
    expect(
      currentSetupStep({ ...fresh, ownedCollectibles: 1, chosenCollectible: chosen, chosenTeamId: 2 }),
    ).toBe("name");
  });

  it("brings a profile without its name back to the name step only, and is done with both", () => {
    expect(currentSetupStep({ ...fresh, hasProfile: true })).toBe("name");
    expect(currentSetupStep({ ...fresh, hasProfile: true, username: "Flipper" })).toBe("done");
  });
});

describe("canOpenStep", () => {
  it("opens the current step and those before it, not those after", () => {
    expect(canOpenStep("starter", "team")).toBe(true);
    expect(canOpenStep("team", "team")).toBe(true);
    expect(canOpenStep("name", "team")).toBe(false);
    expect(canOpenStep("done", "name")).toBe(false);
    expect(canOpenStep("avatar", "done")).toBe(true);
  });
});

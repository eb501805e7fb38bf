import { describe, expect, it } from "vitest";
import { parseVotingSpaceId } from "./votingSpaceId.ts";

describe("parseVotingSpaceId", () => {
  it("reads core or community, Core otherwise", () => {
    expect(parseVotingSpaceId("community")).toBe("community");
    expect(parseVotingSpaceId("core")).toBe("core");
    expect(parseVotingSpaceId(null)).toBe("core");
    expect(parseVotingSpaceId("x")).toBe("core");
  });
});

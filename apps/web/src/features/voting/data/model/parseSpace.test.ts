import { describe, expect, it } from "vitest";
import { VotingHubAnswerError } from "../../model/VotingHubAnswerError.ts";
import { parseSpace } from "./parseSpace.ts";
import { SPACE_QUERY, spaceRequest } from "./spaceQuery.ts";

describe("spaceRequest", () => {
  it("asks for the space's admins and minimum score", () => {
    expect(spaceRequest("core")).toEqual({ query: SPACE_QUERY, variables: { id: "core" } });
    expect(SPACE_QUERY).toContain("admins minScore");
  });
});

describe("parseSpace", () => {
  it("reads the rules, admins lower-cased", () => {
    expect(
      parseSpace({
        space: {
          id: "core",
          name: "Core",
          admins: ["0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266"],
          minScore: 0,
        },
      }),
    ).toEqual({
      id: "core",
      name: "Core",
      admins: ["0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266"],
      minScore: 0,
    });
  });

  it("reads a community space without admins, and refuses a missing space", () => {
    expect(parseSpace({ space: { id: "community", name: "Community", admins: null, minScore: 10 } })).toEqual(
      {
        id: "community",
        name: "Community",
        admins: [],
        minScore: 10,
      },
    );
    expect(() => parseSpace({ space: null })).toThrow(VotingHubAnswerError);
  });
});

import { describe, expect, it } from "vitest";
import { proposalPath } from "./proposalPath.ts";

describe("proposalPath", () => {
  it("links to the proposal's page, its id kept safe in the path", () => {
    expect(proposalPath("0xabc")).toBe("/voting/proposal/0xabc");
    expect(proposalPath("a/b")).toBe("/voting/proposal/a%2Fb");
  });
});

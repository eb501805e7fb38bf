import { describe, expect, it } from "vitest";
import { VotingHubAnswerError } from "../../model/VotingHubAnswerError.ts";
import { hubList, hubNumber, hubRecord, hubString } from "./hubFields.ts";

describe("hub field readers", () => {
  it("read values of the expected kind", () => {
    expect(hubRecord({ a: 1 }, "x")).toEqual({ a: 1 });
    expect(hubList([1], "x")).toEqual([1]);
    expect(hubString("a", "x")).toBe("a");
    expect(hubNumber(3.5, "x")).toBe(3.5);
    expect(hubNumber("1234", "x")).toBe(1234);
  });

  it("name the field that has another kind", () => {
    expect(() => hubRecord([], "proposal")).toThrow(
      new VotingHubAnswerError("The voting hub's proposal is not an object"),
    );
    expect(() => hubList(null, "votes")).toThrow(VotingHubAnswerError);
    expect(() => hubString(1, "title")).toThrow(VotingHubAnswerError);
    expect(() => hubNumber("", "end")).toThrow(
      new VotingHubAnswerError("The voting hub's end is not a number"),
    );
    expect(() => hubNumber(Number.NaN, "end")).toThrow(VotingHubAnswerError);
  });
});

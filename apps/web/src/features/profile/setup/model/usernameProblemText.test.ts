import { describe, expect, it } from "vitest";
import { usernameProblemText } from "./usernameProblemText.ts";

describe("usernameProblemText", () => {
  it("words each broken rule with the spec's limits", () => {
    expect(usernameProblemText("tooShort")).toEqual({
      key: "Minimum length: %count% characters",
      data: { count: "3" },
    });
    expect(usernameProblemText("tooLong")).toEqual({
      key: "Maximum length: %count% characters",
      data: { count: "15" },
    });
    expect(usernameProblemText("notLettersAndNumbers")).toEqual({ key: "No spaces or special characters" });
  });
});

import { describe, expect, it } from "vitest";
import { findUsernameProblem } from "./usernameRules.ts";

describe("findUsernameProblem", () => {
  it.each(["abc", "Pancake42", "ABCDEFGHIJKLMNO", "123"])("accepts %s", (name) => {
    expect(findUsernameProblem(name)).toBeUndefined();
  });

  it("refuses fewer than 3 or more than 15 characters", () => {
    expect(findUsernameProblem("")).toBe("tooShort");
    expect(findUsernameProblem("ab")).toBe("tooShort");
    expect(findUsernameProblem("ABCDEFGHIJKLMNOP")).toBe("tooLong");
  });

  it.each(["two words", "dash-name", "under_score", "émile", "name!", "ｆｕｌｌ", "tab\tname", "new\nline"])(
    "refuses %j: letters and numbers only",
    (name) => {
      expect(findUsernameProblem(name)).toBe("notLettersAndNumbers");
    },
  );
});

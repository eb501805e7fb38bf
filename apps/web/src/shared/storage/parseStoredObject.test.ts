import { describe, expect, it } from "vitest";
import { parseStoredObject } from "./parseStoredObject.ts";

describe("parseStoredObject", () => {
  it("reads a stored JSON object", () => {
    expect(parseStoredObject('{"a":1,"b":[2]}')).toEqual({ a: 1, b: [2] });
  });

  it("gives an empty object for nothing stored, broken JSON and JSON that is not an object", () => {
    for (const raw of [null, "", "{", "null", "[1]", "3", '"text"'])
      expect(parseStoredObject(raw)).toEqual({});
  });
});

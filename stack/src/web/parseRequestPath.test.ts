import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseRequestPath } from "./parseRequestPath.ts";

describe("parseRequestPath", () => {
  it("reads the path of an origin-form or absolute target", () => {
    expect(parseRequestPath("/swap?inputCurrency=BNB")).toBe("/swap");
    expect(parseRequestPath("http://localhost:3000/farms")).toBe("/farms");
    expect(parseRequestPath(undefined)).toBe("/");
  });

  it("gives undefined for targets the URL parser refuses, which used to stop the server", () => {
    for (const target of ["//", "//a b", "//["]) expect(parseRequestPath(target)).toBeUndefined();
  });

  it("reads every origin-form target (one slash, then anything) as a path from the root", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary" }).filter((rest) => !/^[/\\]/.test(rest)),
        (rest) => {
          expect(parseRequestPath(`/${rest}`)).toMatch(/^\//);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("never throws on any target at all", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (target) => {
        expect(["string", "undefined"]).toContain(typeof parseRequestPath(target));
      }),
      { numRuns: 2000 },
    );
  });
});

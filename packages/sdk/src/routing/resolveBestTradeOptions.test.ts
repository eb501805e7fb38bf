import { describe, expect, it } from "vitest";
import { InvalidBestTradeOptionsError } from "./InvalidBestTradeOptionsError.ts";
import { resolveBestTradeOptions } from "./resolveBestTradeOptions.ts";

describe("resolveBestTradeOptions", () => {
  it("defaults to 3 results within 3 hops", () => {
    expect(resolveBestTradeOptions()).toEqual({ maxNumResults: 3, maxHops: 3 });
    expect(resolveBestTradeOptions({ maxHops: 1 })).toEqual({ maxNumResults: 3, maxHops: 1 });
  });

  it.each([{ maxHops: 0 }, { maxHops: 1.5 }, { maxNumResults: -1 }, { maxNumResults: Number.NaN }])(
    "rejects %o",
    (options) => {
      expect(() => resolveBestTradeOptions(options)).toThrow(InvalidBestTradeOptionsError);
    },
  );
});

import { describe, expect, it } from "vitest";
import { parseLotterySection } from "./parseLotterySection.ts";
import { validManifestJson } from "../../validManifestJson.ts";

const { lottery } = validManifestJson;

describe("parseLotterySection", () => {
  it("reads the lottery, its start block and its roles", () => {
    expect(parseLotterySection({ lottery })).toEqual({ lottery });
  });

  it.each([
    [{}, "lottery is missing"],
    [{ lottery: { ...lottery, contract: "0x2" } }, "lottery.contract is not an address"],
    [{ lottery: { ...lottery, startBlock: 1.5 } }, "lottery.startBlock is not a block number"],
    [{ lottery: { ...lottery, operator: undefined } }, "lottery.operator is not an address"],
    [{ lottery: { ...lottery, injector: 7 } }, "lottery.injector is not an address"],
  ])("rejects %o", (manifest, message) => {
    expect(() => parseLotterySection(manifest)).toThrow(message);
  });
});

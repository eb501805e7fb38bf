import { describe, expect, it } from "vitest";
import { parsePredictionSection } from "./parsePredictionSection.ts";
import { validManifestJson } from "../../validManifestJson.ts";

const { prediction } = validManifestJson;

describe("parsePredictionSection", () => {
  it("reads the game, its feed, the priced pair, the start block and the roles", () => {
    expect(parsePredictionSection({ prediction })).toEqual({ prediction });
  });

  it.each([
    [{}, "prediction is missing"],
    [{ prediction: { ...prediction, contract: "0x2" } }, "prediction.contract is not an address"],
    [{ prediction: { ...prediction, priceFeed: undefined } }, "prediction.priceFeed"],
    [{ prediction: { ...prediction, startBlock: -1 } }, "prediction.startBlock is not a block number"],
    [{ prediction: { ...prediction, operator: 7 } }, "prediction.operator is not an address"],
  ])("rejects %o", (manifest, message) => {
    expect(() => parsePredictionSection(manifest)).toThrow(message);
  });
});

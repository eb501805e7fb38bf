import { encode } from "@ensdomains/content-hash";
import { describe, expect, it } from "vitest";
import { contenthashToUri } from "./contenthashToUri.ts";
import { ContenthashTranslationError } from "./tokenListErrors.ts";

const CID = "QmRAQB6YaCyidP37UdDnjFY5vQuiBrcqdyoW1CuDgwxkD4";

describe("contenthashToUri", () => {
  it("turns an ipfs content hash into an ipfs URI", () => {
    const uri = contenthashToUri(`0x${encode("ipfs", CID)}`);
    expect(uri.startsWith("ipfs://")).toBe(true);
  });

  it("refuses other codecs and garbage with the spec's message", () => {
    expect(() =>
      contenthashToUri(
        `0x${encode("swarm", "d1de9994b4d039f6548d191eb26786769f580809256b4685ef316805265ea162")}`,
      ),
    ).toThrow("Failed to translate contenthash to URI: Unrecognized codec: swarm");
    expect(() => contenthashToUri("0x1234")).toThrow(ContenthashTranslationError);
  });
});

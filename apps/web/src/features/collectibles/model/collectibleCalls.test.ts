import { describe, expect, it } from "vitest";
import {
  buildApproveCollectibleCall,
  buildClaimCollectibleCall,
  buildMintStarterCall,
  buildTransferCollectibleCall,
} from "./collectibleCalls.ts";

const COLLECTION = "0x09635F643e140090A9A8Dcd712eD6285858ceBef";
const FROM = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
const TO = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

describe("collectible calls", () => {
  it("transfers with safeTransferFrom from the owner", () => {
    expect(buildTransferCollectibleCall(COLLECTION, FROM, TO, 4n)).toMatchObject({
      address: COLLECTION,
      functionName: "safeTransferFrom",
      args: [FROM, TO, 4n],
    });
  });

  it("approves one token to a spender", () => {
    expect(buildApproveCollectibleCall(COLLECTION, TO, 4n)).toMatchObject({
      functionName: "approve",
      args: [TO, 4n],
    });
  });

  it("mints a starter by bunnyId, and claims with mintNFT()", () => {
    expect(buildMintStarterCall(TO, 3)).toMatchObject({ address: TO, functionName: "mintNFT", args: [3] });
    for (const kind of ["prediction", "vault"] as const)
      expect(buildClaimCollectibleCall(kind, TO)).toMatchObject({ address: TO, functionName: "mintNFT" });
  });
});

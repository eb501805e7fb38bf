import { describe, expect, it } from "vitest";
import {
  buildCreateProfileCall,
  buildPauseProfileCall,
  buildReactivateProfileCall,
  buildUpdateProfileCall,
} from "./profileCalls.ts";

const PROFILE = "0x7a2088a1bFc9d81c55368AE168C2C02570cB814F";
const NFT = "0x09635F643e140090A9A8Dcd712eD6285858ceBef";

describe("profile calls", () => {
  it("creates a profile with its team and avatar", () => {
    expect(buildCreateProfileCall(PROFILE, 2, NFT, 7n)).toMatchObject({
      address: PROFILE,
      functionName: "createProfile",
      args: [2n, NFT, 7n],
    });
  });

  it("updates, pauses and reactivates", () => {
    expect(buildUpdateProfileCall(PROFILE, NFT, 8n)).toMatchObject({
      functionName: "updateProfile",
      args: [NFT, 8n],
    });
    expect(buildPauseProfileCall(PROFILE)).toMatchObject({ functionName: "pauseProfile", args: [] });
    expect(buildReactivateProfileCall(PROFILE, NFT, 9n)).toMatchObject({
      functionName: "reactivateProfile",
      args: [NFT, 9n],
    });
  });
});

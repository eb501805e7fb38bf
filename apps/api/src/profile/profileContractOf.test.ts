import { describe, expect, it } from "vitest";
import { profileContractOf } from "./profileContractOf.ts";

describe("profileContractOf", () => {
  it("reads profile.profile, checksummed", () => {
    expect(profileContractOf({ profile: { profile: "0x5fbdb2315678afecb367f032d93f642f64180aa3" } })).toBe(
      "0x5FbDB2315678afecb367f032d93F642f64180aa3",
    );
  });

  it("is undefined for a deployment without profiles", () => {
    expect(profileContractOf({ chainId: 31337 })).toBeUndefined();
  });

  it("refuses a profile section without a contract address", () => {
    for (const profile of [{}, { profile: "0x1234" }, "0x5FbDB2315678afecb367f032d93F642f64180aa3"]) {
      expect(() => profileContractOf({ profile })).toThrow(
        "Invalid deployment manifest: profile.profile is not an address",
      );
    }
  });
});
